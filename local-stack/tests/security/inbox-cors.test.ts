/**
 * `/inbox` holds live sign-in and password-reset links. It used to echo any `Origin`, so any
 * page (or a script smuggled onto another origin) could read them. Only the site's own origins
 * get CORS headers now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    siteUrl: 'http://localhost:3000/app',
    additionalRedirectUrls: ['http://127.0.0.1:3000/auth/update-password', 'https://*.preview.example/**'],
  });
  await stack.stack.mailer.send({
    to: 'victim@example.com',
    subject: 'Reset your password',
    text: 'http://127.0.0.1:54321/auth/v1/verify?token=secret',
    html: '',
  });
});

afterAll(async () => {
  await stack?.stop();
});

const HOSTILE = [
  'https://evil.example',
  'http://localhost:9999',
  'http://localhost:3000.evil.example',
  'null',
  'https://pr-1.preview.example',
];

describe('inbox CORS', () => {
  it('never echoes a foreign Origin on reads, pre-flights or the page', async () => {
    for (const origin of HOSTILE) {
      for (const path of ['/inbox', '/inbox?to=victim@example.com', '/inbox/ui']) {
        const response = await fetch(`${stack.url}${path}`, { headers: { origin } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBeNull();
        expect(response.headers.get('vary')).toContain('Origin');
      }
      const preflight = await fetch(`${stack.url}/inbox`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('answers the site URL origin and the allow-list origins', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const response = await fetch(`${stack.url}/inbox`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const preflight = await fetch(`${stack.url}/inbox`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    }
  });

  it('leaves the API routes open to the apps as before', async () => {
    const response = await fetch(`${stack.url}/rest/v1/profiles?select=username`, {
      headers: { origin: 'http://localhost:3004', apikey: stack.stack.config.anonKey },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

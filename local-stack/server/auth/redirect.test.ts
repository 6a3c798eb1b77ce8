import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isAllowedRedirect, withFragment, withQuery } from './redirect.ts';

const config = loadConfig(
  {},
  {
    siteUrl: 'http://localhost:3000',
    additionalRedirectUrls: [
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3000/auth/update-password',
      'https://*.preview.example/**',
      'myapp://**',
    ],
  },
);

describe('redirect allow-list', () => {
  it('allows any path on the site URL origin, and allow-listed URLs exactly', () => {
    expect(isAllowedRedirect(config, 'http://localhost:3000')).toBe(true);
    expect(isAllowedRedirect(config, 'http://localhost:3000/auth/update-password?x=1')).toBe(true);
    expect(isAllowedRedirect(config, 'http://127.0.0.1:3000/')).toBe(true);
    expect(isAllowedRedirect(config, 'http://127.0.0.1:3000/auth/update-password')).toBe(true);
    expect(isAllowedRedirect(config, 'https://pr-12.preview.example/deep/path')).toBe(true);
  });

  it('refuses other ports, schemes and paths of allowed hosts', () => {
    expect(isAllowedRedirect(config, 'http://localhost:9999/x')).toBe(false);
    expect(isAllowedRedirect(config, 'https://localhost:3000/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://localhost/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://127.0.0.1:3002/search?q=x')).toBe(false);
    expect(isAllowedRedirect(config, 'http://127.0.0.1:3000/other')).toBe(false);
    expect(isAllowedRedirect(config, 'https://a.b.preview.example/')).toBe(false);
  });

  it('refuses other hosts, credentials, control characters and non-web schemes unless a glob names them', () => {
    expect(isAllowedRedirect(config, 'https://evil.example/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://localhost:3000@evil.example/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://user@localhost:3000/')).toBe(false);
    expect(isAllowedRedirect(config, '\thttp://localhost:3000/')).toBe(false);
    expect(isAllowedRedirect(config, 'javascript://localhost:3000/%0aalert(1)')).toBe(false);
    expect(isAllowedRedirect(config, 'not a url')).toBe(false);
    expect(isAllowedRedirect(config, 'myapp://callback/done')).toBe(true);
  });

  it('encodes parameters in sorted order like Go, replacing an existing fragment', () => {
    expect(withFragment('http://localhost:3000/#old', { b: '2', a: 'x y' })).toBe('http://localhost:3000/#a=x+y&b=2');
    expect(withQuery('http://localhost:3000/cb?keep=1', { code: 'abc' })).toBe('http://localhost:3000/cb?keep=1&code=abc');
  });
});

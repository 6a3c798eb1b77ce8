/**
 * With the public demo JWT secret or the local OAuth page (which signs anyone in as anyone),
 * the stack must not be reachable from other machines: it refuses to listen on anything but
 * loopback unless SUPABASE_ALLOW_INSECURE_PUBLIC=true, and then warns.
 */
import { describe, expect, it, vi } from 'vitest';
import { startStack } from '../../server/app.ts';
import { DEFAULT_JWT_SECRET, loadConfig } from '../../server/config.ts';
import { checkListenAddress, isLoopbackHost } from '../../server/listen-guard.ts';
import { authClient } from '../helpers/auth-clients.ts';
import { startTestStack } from '../helpers/stack.ts';

const OWN_SECRET = 'a-project-secret-that-is-not-the-demo-one-0123456789';

describe('listening address', () => {
  it('refuses to start on all interfaces with the demo secret or the local OAuth page, before opening anything', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      await expect(startStack({ host, port: 0, quiet: true, dataDir: 'memory://' })).rejects.toThrow(
        /Refusing to start: listening on .*SUPABASE_ALLOW_INSECURE_PUBLIC=true/s,
      );
    }
    await expect(startStack({ host: '0.0.0.0', port: 0, quiet: true, dataDir: 'memory://', jwtSecret: OWN_SECRET })).rejects.toThrow(
      /local OAuth provider page/,
    );
    await expect(startStack({ host: '0.0.0.0', port: 0, quiet: true, dataDir: 'memory://', localOAuthProviders: false })).rejects.toThrow(
      /demo secret/,
    );
  });

  it('allows a public address only with its own secret and no local OAuth page, or with the explicit override (warning)', () => {
    const base = loadConfig({}, { host: '0.0.0.0' });
    expect(base.jwtSecret).toBe(DEFAULT_JWT_SECRET);
    expect(() => checkListenAddress({ ...base, jwtSecret: OWN_SECRET, localOAuthProviders: false })).not.toThrow();
    const warn = vi.fn();
    checkListenAddress(loadConfig({ SUPABASE_ALLOW_INSECURE_PUBLIC: 'true' }, { host: '0.0.0.0' }), warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/WARNING: listening on 0\.0\.0\.0.*demo secret.*local OAuth provider page/s);
  });

  it('treats only loopback addresses as local', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com', '::ffff:10.0.0.1', '']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('serves on loopback as before, and can turn the local OAuth page off', async () => {
    const stack = await startTestStack({ localOAuthProviders: false });
    try {
      const { data, error } = await authClient(stack).auth.signInWithOAuth({ provider: 'github', options: { skipBrowserRedirect: true } });
      expect(error).toBeNull();
      const response = await fetch(data.url!, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      });
      const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as { external: Record<string, boolean> };
      expect(settings.external).toMatchObject({ github: false, google: false, email: true });
    } finally {
      await stack.stop();
    }
  });
});

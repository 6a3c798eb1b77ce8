/** The auth service as the whole stack mounts it: loader, CORS front and node:http adapter. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../server/app.ts';
import { uniqueEmail } from './helpers/auth-harness.ts';

let stack: Stack;
let storageDir: string;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'auth-stack-'));
  stack = await startStack({ port: 0, dataDir: 'memory://', storageDir, quiet: true });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  if (storageDir) await fs.rm(storageDir, { recursive: true, force: true });
});

function client() {
  return createClient(stack.url, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('auth mounted in the stack', () => {
  it('is loaded', () => {
    expect(stack.startup.authAvailable).toBe(true);
  });

  it('signs up, signs in and reads the user; RLS sees the new profile', async () => {
    const email = uniqueEmail('stack');
    const username = `stack_${Date.now()}`;
    const signUp = await client().auth.signUp({ email, password: 'stack-password', options: { data: { username } } });
    expect(signUp.error).toBeNull();
    const signedIn = client();
    const { data, error } = await signedIn.auth.signInWithPassword({ email, password: 'stack-password' });
    expect(error).toBeNull();
    expect((await signedIn.auth.getUser()).data.user?.id).toBe(data.user?.id);
    const profile = await signedIn.from('profiles').select('username').eq('user_id', data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.username).toBe(username);
  });

  it('answers browsers: pre-flight and readable error codes', async () => {
    const preflight = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const failed = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'whatever-pw' }),
    });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await failed.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});

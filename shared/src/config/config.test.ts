import { describe, expect, it } from 'vitest';
import { getPublicConfig, setPublicConfig } from './index';

describe('public config', () => {
  it('defaults to the local stack and accepts run-time overrides', () => {
    expect(getPublicConfig().supabaseUrl).toMatch(/^https?:\/\//);
    const next = setPublicConfig({ supabaseUrl: ' https://abc.supabase.co ', supabaseAnonKey: 42 });
    expect(next.supabaseUrl).toBe('https://abc.supabase.co');
    expect(next.supabaseAnonKey).toBe(getPublicConfig().supabaseAnonKey);
  });

  it('takes a remote load timeout in milliseconds within sane bounds', () => {
    expect(getPublicConfig().remoteLoadTimeoutMs).toBe(10_000);
    expect(setPublicConfig({ remoteLoadTimeoutMs: 1500 }).remoteLoadTimeoutMs).toBe(1500);
    expect(setPublicConfig({ remoteLoadTimeoutMs: 5 }).remoteLoadTimeoutMs).toBe(1500);
    expect(setPublicConfig({ remoteLoadTimeoutMs: '3000' }).remoteLoadTimeoutMs).toBe(1500);
  });
});

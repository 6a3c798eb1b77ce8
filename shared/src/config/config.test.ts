import { describe, expect, it } from 'vitest';
import { getPublicConfig, setPublicConfig } from './index';

describe('public config', () => {
  it('defaults to the local stack and accepts run-time overrides', () => {
    expect(getPublicConfig().supabaseUrl).toMatch(/^https?:\/\//);
    const next = setPublicConfig({ supabaseUrl: ' https://abc.supabase.co ', supabaseAnonKey: 42 });
    expect(next.supabaseUrl).toBe('https://abc.supabase.co');
    expect(next.supabaseAnonKey).toBe(getPublicConfig().supabaseAnonKey);
  });
});

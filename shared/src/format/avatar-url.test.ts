import { describe, expect, it } from 'vitest';
import { trustedAvatarUrl } from './avatar-url';

const project = 'https://abc.supabase.co';

describe('trustedAvatarUrl', () => {
  it("keeps the project's own avatar URLs", () => {
    const url = `${project}/storage/v1/object/public/avatars/u1/avatar.png?v=1`;
    expect(trustedAvatarUrl(url, project)).toBe(url);
    expect(trustedAvatarUrl('http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/a.png', 'http://127.0.0.1:54321')).toBeDefined();
  });

  it('drops anything else: other hosts, other buckets, other schemes, garbage', () => {
    for (const url of [
      'https://tracker.example.com/storage/v1/object/public/avatars/u1/a.png',
      `${project}/storage/v1/object/public/posters/u1/a.png`,
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'not a url',
      '',
      null,
    ]) {
      expect(trustedAvatarUrl(url, project)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, formatFileSize } from './avatar-limit';

describe('formatFileSize', () => {
  it('writes the avatar limit as the product does', () => {
    expect(formatFileSize(AVATAR_MAX_BYTES)).toBe('2 MB');
    expect(formatFileSize(AVATAR_MAX_BYTES, { compact: true })).toBe('2MB');
  });

  it('takes the largest unit the size reaches, to one decimal', () => {
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(100)).toBe('100 bytes');
  });
});

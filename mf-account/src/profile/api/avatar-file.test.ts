import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@marquee/shared/profile';
import { avatarExtension, avatarFileProblem, avatarPath } from './avatar-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG, WebP and GIF up to exactly 2 MB', () => {
    expect(avatarFileProblem(file('me.png', 'image/png'))).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it("refuses what is not an image, with the product's texts", () => {
    expect(avatarFileProblem(file('notes.txt', 'text/plain'))).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(avatarFileProblem(file('mystery', ''))).toEqual({ title: 'Invalid file type', description: 'Please select an image file.' });
  });

  it('refuses image types the bucket refuses (SVG can carry script)', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'image/heic']) {
      expect(avatarFileProblem(file('pic', type))).toEqual({ title: 'Invalid file type', description: 'Please select an image file.' });
    }
    expect(avatarFileProblem(file('pic.gif', 'image/gif'))).toBeNull();
  });

  it('refuses images over 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 2MB.',
    });
  });
});

describe('avatarPath', () => {
  it('is {userId}/avatar.{ext} with the extension of the file name, lower-cased', () => {
    expect(avatarPath('u1', file('Me.PNG', 'image/png'))).toBe('u1/avatar.png');
    expect(avatarPath('u1', file('holiday.photo.jpeg', 'image/jpeg'))).toBe('u1/avatar.jpeg');
  });

  it('falls back to the image subtype when the name has no usable extension', () => {
    expect(avatarExtension({ name: 'blob', type: 'image/webp' })).toBe('webp');
    expect(avatarExtension({ name: 'pasted', type: 'image/webp' })).toBe('webp');
    expect(avatarExtension({ name: 'x.verylongext', type: '' })).toBe('png');
  });
});

/** Avatar file rules; the `avatars` bucket enforces the same limits server-side. */
import { AVATAR_MAX_BYTES, formatFileSize } from '@marquee/shared/profile';

/**
 * The image types the bucket accepts (its allowed_mime_types). SVG is not among them: it can
 * carry script, and avatars are served from the project's own origin.
 */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface AvatarFileProblem {
  title: string;
  description: string;
}

/** Why a file cannot be an avatar, as the toast shows it; null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return { title: 'Invalid file type', description: 'Please select an image file.' };
  if (file.size > AVATAR_MAX_BYTES)
    return {
      title: 'File too large',
      description: `Please select an image smaller than ${formatFileSize(AVATAR_MAX_BYTES, { compact: true })}.`,
    };
  return null;
}

/**
 * The extension of `{userId}/avatar.{ext}`: the file name's when it has a plausible one, else the
 * image subtype (`image/webp` → `webp`), so a pasted or renamed file still gets a sane path.
 */
export function avatarExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const subtype = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1];
  return subtype ? subtype.toLowerCase() : 'png';
}

export function avatarPath(userId: string, file: Pick<File, 'name' | 'type'>): string {
  return `${userId}/avatar.${avatarExtension(file)}`;
}

/**
 * Avatar upload: the file goes to `avatars/{userId}/avatar.{ext}`, its public URL is stored in
 * `profiles.avatar_url`, and then any other file in the user's folder (the previous avatar under
 * another extension) is removed. A failed upload removes nothing: the old avatar stays.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { useAuth, type Profile } from '@marquee/shared/auth';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { avatarPath } from './avatar-file';
import { toError } from './profile-errors';
import { useRefreshProfileData } from './use-refresh-profile-data';

export const AVATAR_BUCKET = 'avatars';
export const UPLOAD_AVATAR_FALLBACK = 'Failed to upload avatar.';

export interface UploadAvatarOptions {
  /** The cache-busting version stamped on the URL (default: now). */
  version?: () => number;
}

/**
 * The path stays the same across uploads, so the stored URL carries a version: without it the
 * browser (and any CDN) keeps showing the old image under the unchanged URL.
 */
export async function uploadAvatar(
  client: SupabaseClient,
  userId: string,
  file: File,
  { version = Date.now }: UploadAvatarOptions = {},
): Promise<Profile> {
  const path = avatarPath(userId, file);
  const bucket = client.storage.from(AVATAR_BUCKET);
  const { error: uploadError } = await bucket.upload(path, file, { upsert: true, contentType: file.type, cacheControl: '3600' });
  if (uploadError) throw toError(uploadError, UPLOAD_AVATAR_FALLBACK);

  const { publicUrl } = bucket.getPublicUrl(path).data;
  const avatarUrl = `${publicUrl}?v=${version()}`;
  const { data, error } = await client
    .from('profiles')
    .update({ avatar_url: avatarUrl })
    .eq('user_id', userId)
    .select('*')
    .single<Profile>();
  if (error) throw toError(error, UPLOAD_AVATAR_FALLBACK);
  await removeOtherAvatars(bucket, userId, path);
  return data;
}

type AvatarBucket = ReturnType<SupabaseClient['storage']['from']>;

/** Best effort: a leftover file costs storage, not correctness, so a failure here is only logged. */
async function removeOtherAvatars(bucket: AvatarBucket, userId: string, keep: string): Promise<void> {
  const { data: files, error } = await bucket.list(userId);
  const stale = (files ?? []).map((file) => `${userId}/${file.name}`).filter((path) => path !== keep);
  if (error || stale.length === 0) return;
  const { error: removeError } = await bucket.remove(stale);
  if (removeError) console.warn('[marquee] could not remove the previous avatar:', removeError.message);
}

/** Callers check the file first (`avatarFileProblem`); the bucket would refuse it anyway. */
export function useUploadAvatar() {
  const { user } = useAuth();
  const refresh = useRefreshProfileData();
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (!user) return Promise.reject(new Error('Please sign in to view your profile.'));
      return uploadAvatar(client, user.id, file);
    },
    onSuccess: refresh,
  });
}

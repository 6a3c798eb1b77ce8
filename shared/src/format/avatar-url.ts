/**
 * An avatar is shown only from the project's own storage (the `avatars` bucket's public URLs):
 * the database checks the path of `avatar_url`, the page checks the origin too, so a profile can
 * never make every visitor's browser fetch an address of someone else's choosing.
 */
import { getPublicConfig } from '@marquee/shared/config';

const AVATARS_PATH = '/storage/v1/object/public/avatars/';

export function trustedAvatarUrl(url: string | null | undefined, supabaseUrl: string = getPublicConfig().supabaseUrl): string | undefined {
  if (!url) return undefined;
  try {
    const avatar = new URL(url);
    const project = new URL(supabaseUrl);
    const prefix = `${project.pathname.replace(/\/$/, '')}${AVATARS_PATH}`;
    return avatar.origin === project.origin && avatar.pathname.startsWith(prefix) ? avatar.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The version of the platform contract this code implements (see shared/PLATFORM.md). The
 * federation entry point is a singleton, so at run time this is the shell's version, whichever
 * remote asks.
 */
import platform from '@marquee/shared/platform.json';
import { satisfiesRange } from './semver-range';

export const PLATFORM_VERSION: string = platform.version;

/** Why a remote stating `range` cannot run on this platform, or null when it can. */
export function platformMismatch(remote: string, range: string): string | null {
  if (satisfiesRange(PLATFORM_VERSION, range)) return null;
  return `${remote} needs platform ${range || '(no range stated)'}, but this shell provides platform ${PLATFORM_VERSION}`;
}

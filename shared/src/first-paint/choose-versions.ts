/**
 * Which version of each remote this visitor runs. A deployment-map entry may carry a canary:
 * another released version of the remote (a whole map entry of its own) and the share of visitors
 * (0–100 %) who get it:
 *
 *   "mf_search": { "entry": ".../0.1.0+aaa/remoteEntry.js", "version": "0.1.0+aaa", …,
 *                  "canary": { "entry": ".../0.2.0+bbb/remoteEntry.js", "version": "0.2.0+bbb", …,
 *                              "share": 10 } }
 *
 * A visitor whose bucket (0–99, kept in the browser) is below the share runs the canary; a forced
 * choice (a query parameter, see forced-versions.ts) overrides the bucket. This function is pure
 * and is the only place the choice is made: the shell's inline early start (which preloads the
 * page's files) and the app (which registers the remotes) both run it on the raw map, so they
 * always pick the same version.
 */

/** `stable`, `canary`, or a version string naming one of the two. */
export type ForcedVersion = string;

export interface VersionChoice {
  /** The visitor's bucket, 0–99. */
  bucket: number;
  /** Per remote (federation name), a forced version. */
  forced: Readonly<Record<string, ForcedVersion>>;
}

/** What the chosen entry says about itself: `canary` when the canary was chosen, absent otherwise. */
export const CANARY_CHANNEL = 'canary';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The canary's share, clamped to 0–100; 0 for anything that is not a number. */
export function canaryShare(canary: Fields): number {
  const share = canary.share;
  if (typeof share !== 'number' || !Number.isFinite(share)) return 0;
  return Math.min(100, Math.max(0, share));
}

function runsCanary(name: string, stable: Fields, canary: Fields, choice: VersionChoice): boolean {
  const forced = choice.forced[name];
  if (forced === 'canary' || (forced !== undefined && forced === canary.version)) return true;
  if (forced === 'stable' || (forced !== undefined && forced === stable.version)) return false;
  return choice.bucket < canaryShare(canary);
}

/** One remote's map entry with its canary resolved: the stable fields, or the canary's marked `channel: "canary"`. */
export function chooseRemoteVersion(name: string, entry: unknown, choice: VersionChoice): unknown {
  if (!isObject(entry) || !('canary' in entry)) return entry;
  const { canary, ...stable } = entry;
  if (!isObject(canary) || !runsCanary(name, stable, canary, choice)) return stable;
  const chosen: Fields = { ...canary, channel: CANARY_CHANNEL };
  delete chosen.share;
  return chosen;
}

/** The deployment map with every canary resolved for this visitor; anything that is not a map is returned as it is. */
export function chooseVersions(map: unknown, choice: VersionChoice): unknown {
  if (!isObject(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, chooseRemoteVersion(name, entry, choice)]));
}

/**
 * A deployment map with one remote served from somewhere else: the map a deployment serves as the
 * shell's /remotes.json, with that remote's entry pointed at another origin (a build served
 * there, or the remote's dev server in the one-remote loop, scripts/dev-loop.mjs). The shell reads
 * it the way it reads any map; nothing else of the map changes.
 */
import { ENTRY_FILE, mapEntry } from './remote-descriptor.mjs';

const MANIFEST_FILE = 'mf-manifest.json';

/** The origin (with an optional path) as a base URL ending in `/`; anything but http(s) is refused. */
function baseUrl(origin) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`${JSON.stringify(origin)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${origin} is not an http(s) URL`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * The map fetched from `mapUrl`, with every entry's manifest and entry URLs made absolute: the
 * shell resolves them against where it read the map, so a map read from a deployment and served
 * from elsewhere must carry them whole.
 * @param {Record<string, Record<string, unknown>>} map
 * @param {string} mapUrl
 */
export function absoluteMap(map, mapUrl) {
  return Object.fromEntries(
    Object.entries(map).map(([name, entry]) => {
      const resolved = { ...entry };
      for (const field of ['manifest', 'entry']) {
        if (typeof entry[field] === 'string') resolved[field] = new URL(entry[field], mapUrl).href;
      }
      return [name, resolved];
    }),
  );
}

/**
 * The map with the remote `name` served from `origin`: its manifest and entry there, and what
 * the build served there declares (version, platform range, routes). The rest of the old entry
 * goes (its page files name another build's chunks); every other entry stays as it is.
 * @param {Record<string, unknown>} map
 * @param {string} name the remote's federation name
 * @param {{ origin: string, version: string, platform: string, routes: unknown[] }} served
 */
export function withRemoteServedFrom(map, name, { origin, version, platform, routes }) {
  const base = baseUrl(origin);
  const entry = mapEntry({ entry: ENTRY_FILE, version, platform, routes }, new URL(MANIFEST_FILE, base).href);
  return { ...map, [name]: entry };
}

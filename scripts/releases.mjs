/**
 * Releasing one remote without rebuilding anything else, and rolling it back.
 *
 * A releases folder holds immutable, versioned copies of remote builds and the deployment map
 * that points at one version of each:
 *
 *   <releases>/mf_search/0.1.0+3f9c2a1b7d/…     a build, never changed once written
 *   <releases>/remotes.json                     the deployment map the shell reads
 *   <releases>/history.json                     every version released, per remote, in order
 *
 * `release` copies a remote's production build into its version folder and points the map at it
 * (or, with a canary share, gives it to that share of visitors only); `canary` gives a released
 * version to a share of visitors beside the stable one; `promote` makes the canary the stable;
 * `rollback` drops the canary, or, without one, points the map at the version released before the
 * current one (or a named one). Each changes only the map: nothing is built.
 * Upload the folder to a static host whose URL is the base URL, and serve its remotes.json as the
 * shell's /remotes.json (or copy it there): that is the whole deployment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mapEntry, readDescriptor } from '../shared/build/remote-descriptor.mjs';

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function filesOf(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
  });
}

function sameTree(a, b) {
  const filesA = filesOf(a).sort();
  const filesB = filesOf(b).sort();
  return (
    filesA.length === filesB.length &&
    filesA.every((file, i) => file === filesB[i] && fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))))
  );
}

function withSlash(url) {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The map entry of a released version. */
function releasedEntry(releasesDir, baseUrl, name, version) {
  const folder = path.join(releasesDir, name, version);
  if (!fs.existsSync(folder)) throw new Error(`${name} ${version} was never released to ${releasesDir}`);
  return mapEntry(readDescriptor(folder), `${withSlash(baseUrl)}${name}/${version}/mf-manifest.json`);
}

const mapFileOf = (releasesDir) => path.join(releasesDir, 'remotes.json');

/** Points the map's stable version of `name` at `version`; any canary goes. */
function pointMap(releasesDir, baseUrl, name, version) {
  const entry = releasedEntry(releasesDir, baseUrl, name, version);
  const map = readJson(mapFileOf(releasesDir), {});
  map[name] = entry;
  writeJson(mapFileOf(releasesDir), map);
  return map[name];
}

/** A canary share: a whole or decimal number of percent, 0–100. */
export function parseShare(text) {
  const share = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(share) || share < 0 || share > 100)
    throw new Error(`--share takes a percentage from 0 to 100 (got ${text ?? 'nothing'})`);
  return share;
}

/**
 * Gives a released `version` of `name` to `share` % of visitors (by their bucket), beside the
 * stable version the map points at. Run again to change the share.
 */
export function setCanary({ releasesDir, baseUrl, name, version, share }) {
  const map = readJson(mapFileOf(releasesDir), {});
  const current = map[name];
  if (!current) throw new Error(`${name} has no stable release in the map yet: release it first`);
  if (current.version === version) throw new Error(`${name} ${version} is already the stable version`);
  const { canary: _previous, ...stable } = current;
  map[name] = { ...stable, canary: { ...releasedEntry(releasesDir, baseUrl, name, version), share } };
  writeJson(mapFileOf(releasesDir), map);
  return { name, version, share, stable: stable.version };
}

/** The canary of `name` in the map, if any: `{ version, share }`. */
export function canaryOf({ releasesDir, name }) {
  const canary = readJson(mapFileOf(releasesDir), {})[name]?.canary;
  return canary ? { version: canary.version, share: canary.share } : null;
}

/** Makes the canary of `name` its stable version, for everyone. */
export function promote({ releasesDir, baseUrl, name }) {
  const entry = readJson(mapFileOf(releasesDir), {})[name];
  if (!entry?.canary) throw new Error(`${name} has no canary to promote`);
  pointMap(releasesDir, baseUrl, name, entry.canary.version);
  return { name, version: entry.canary.version, previous: entry.version };
}

/**
 * Copies the production build in `distDir` into the releases folder (once: a version folder is
 * immutable) and points the deployment map at it, or, given a `canaryShare`, makes it the canary.
 * @returns {{ name: string, version: string, folder: string }}
 */
export function release({ distDir, releasesDir, baseUrl, expectedName, canaryShare }) {
  const descriptor = readDescriptor(distDir);
  const { name, version } = descriptor;
  if (expectedName && name !== expectedName) throw new Error(`${distDir} is a build of ${name}, not ${expectedName}`);
  const folder = path.join(releasesDir, name, version);
  if (fs.existsSync(folder)) {
    if (!sameTree(distDir, folder))
      throw new Error(`${folder} already holds a different build of ${name} ${version}; releases are immutable`);
  } else {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.cpSync(distDir, folder, { recursive: true });
  }
  const historyFile = path.join(releasesDir, 'history.json');
  const history = readJson(historyFile, {});
  history[name] = [...(history[name] ?? []).filter((v) => v !== version), version];
  writeJson(historyFile, history);
  if (canaryShare === undefined) pointMap(releasesDir, baseUrl, name, version);
  else setCanary({ releasesDir, baseUrl, name, version, share: canaryShare });
  return { name, version, folder };
}

/**
 * Drops the canary of `name` (every visitor runs the stable again), or, without one, points the
 * map back at the version released before the current one, or at `version`.
 */
export function rollback({ releasesDir, baseUrl, name, version }) {
  const history = readJson(path.join(releasesDir, 'history.json'), {})[name] ?? [];
  const entry = readJson(mapFileOf(releasesDir), {})[name];
  const current = entry?.version;
  if (entry?.canary && !version) {
    pointMap(releasesDir, baseUrl, name, current);
    return { name, version: current, previous: entry.canary.version, droppedCanary: true };
  }
  let target = version;
  if (!target) {
    const index = history.indexOf(current);
    if (index <= 0) throw new Error(`${name} has no release before ${current ?? 'the current one'} to roll back to`);
    target = history[index - 1];
  }
  pointMap(releasesDir, baseUrl, name, target);
  return { name, version: target, previous: current };
}

/** Every released version of every remote, and which one the map points at. */
export function listReleases({ releasesDir }) {
  const history = readJson(path.join(releasesDir, 'history.json'), {});
  const map = readJson(mapFileOf(releasesDir), {});
  return Object.entries(history).map(([name, versions]) => ({
    name,
    versions,
    current: map[name]?.version ?? null,
    canary: map[name]?.canary ? { version: map[name].canary.version, share: map[name].canary.share } : null,
  }));
}

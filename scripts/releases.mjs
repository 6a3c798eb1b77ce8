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
 * `release` copies a remote's production build into its version folder and points the map at it;
 * `rollback` points the map at the version released before the current one (or a named one).
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

function pointMap(releasesDir, baseUrl, name, version) {
  const folder = path.join(releasesDir, name, version);
  if (!fs.existsSync(folder)) throw new Error(`${name} ${version} was never released to ${releasesDir}`);
  const mapFile = path.join(releasesDir, 'remotes.json');
  const map = readJson(mapFile, {});
  map[name] = mapEntry(readDescriptor(folder), `${withSlash(baseUrl)}${name}/${version}/mf-manifest.json`);
  writeJson(mapFile, map);
  return map[name];
}

/**
 * Copies the production build in `distDir` into the releases folder (once: a version folder is
 * immutable) and points the deployment map at it.
 * @returns {{ name: string, version: string, folder: string }}
 */
export function release({ distDir, releasesDir, baseUrl, expectedName }) {
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
  pointMap(releasesDir, baseUrl, name, version);
  return { name, version, folder };
}

/** Points the map back at the version released before the current one, or at `version`. */
export function rollback({ releasesDir, baseUrl, name, version }) {
  const history = readJson(path.join(releasesDir, 'history.json'), {})[name] ?? [];
  const current = readJson(path.join(releasesDir, 'remotes.json'), {})[name]?.version;
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
  const map = readJson(path.join(releasesDir, 'remotes.json'), {});
  return Object.entries(history).map(([name, versions]) => ({ name, versions, current: map[name]?.version ?? null }));
}

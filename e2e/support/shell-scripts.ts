/**
 * What the shell's build says of its scripts, read from the served files: the start-up scripts
 * its index.html names (the preloads and its own script) and the chunks of supabase-js, which
 * the shell loads only on demand (its manifest's shared entry), and where its deployment map
 * says each remote is served from.
 */

/** The start-up scripts index.html names, as absolute URLs: the preloaded ones and the page's own. */
export async function startupScripts(origin: string): Promise<{ preloaded: string[]; main: string }> {
  const html = await (await fetch(`${origin}/`)).text();
  const absolute = (file: string) => new URL(file, origin).href;
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => absolute(match[1]!));
  const main = /<script defer src="([^"]+)">/.exec(html)?.[1];
  if (!main) throw new Error('index.html names no script of its own');
  return { preloaded, main: absolute(main) };
}

/** The file names of supabase-js's chunks in the shell's build. */
export async function supabaseJsChunks(origin: string): Promise<string[]> {
  const manifest = (await (await fetch(new URL('/mf-manifest.json', origin))).json()) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  return manifest.shared.find((entry) => entry.name === '@supabase/supabase-js')?.assets.js.sync ?? [];
}

/** The origin a remote is served from, by the deployment map the shell serves (/remotes.json). */
export async function remoteOrigin(origin: string, remote: string): Promise<string> {
  const map = (await (await fetch(new URL('/remotes.json', origin))).json()) as Record<string, { entry: string } | undefined>;
  const entry = map[remote]?.entry;
  if (!entry) throw new Error(`/remotes.json has no ${remote}`);
  return new URL(entry).origin;
}

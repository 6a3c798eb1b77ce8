/**
 * Reads flat `key = <number>` settings of one section of config.toml: all the local stack needs
 * from the file the Supabase CLI reads (`[auth.rate_limit]`, `[api] max_rows`).
 */
export function readTomlNumbers(text: string, section: string): Record<string, number> {
  const found: Record<string, number> = {};
  let inSection = false;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (line.startsWith('[')) {
      inSection = line === `[${section}]`;
      continue;
    }
    const entry = inSection ? /^([a-z_]+)\s*=\s*(\d+)$/.exec(line) : null;
    if (entry) found[entry[1] as string] = Number(entry[2]);
  }
  return found;
}

/**
 * Per-function settings from `supabase/config.toml`, as the Supabase CLI reads them:
 * `[functions.<name>] verify_jwt = false` lets calls without a valid JWT through.
 * Only this key is read, so a small line reader is enough.
 */
import fs from 'node:fs';

export interface FunctionSettings {
  verifyJwt: boolean;
}

export function readFunctionSettings(configToml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  let text: string;
  try {
    text = fs.readFileSync(configToml, 'utf8');
  } catch {
    return settings;
  }
  let current: string | null = null;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const section = /^\[functions\.("?)([A-Za-z0-9_-]+)\1\]$/.exec(line);
    if (section) {
      current = section[2] as string;
      settings.set(current, { verifyJwt: true });
      continue;
    }
    if (line.startsWith('[')) {
      current = null;
      continue;
    }
    const verify = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && verify) settings.set(current, { verifyJwt: verify[1] === 'true' });
  }
  return settings;
}

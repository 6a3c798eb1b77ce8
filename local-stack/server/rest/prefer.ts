import { RestError } from './rest-error.ts';

/** The `Prefer` header as supabase-js sends it: one or more comma-joined `key=value` items. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `tx=rollback`: run everything, answer as usual, keep nothing. */
  rollback: boolean;
  /** `params=single-object`: an RPC body is the function's one json/jsonb argument. */
  singleObject: boolean;
  /** `handling=strict`: a preference this server does not honour is an error, not ignored. */
  strict: boolean;
  /** `max-affected=<n>`: with handling=strict, a PATCH, DELETE or call touching more rows fails. */
  maxAffected?: number;
  /** Preferences given that this server does not honour. */
  invalid: string[];
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: 'minimal', missingDefault: false, rollback: false, singleObject: false, strict: false, invalid: [] };
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing' && value === 'default') prefs.missingDefault = true;
    else if (key === 'tx' && value === 'rollback') prefs.rollback = true;
    else if (key === 'params' && value === 'single-object') prefs.singleObject = true;
    else if (key === 'handling' && value === 'strict') prefs.strict = true;
    else if (key === 'max-affected' && value !== undefined && /^\d{1,15}$/.test(value)) prefs.maxAffected = Number(value);
    else if (!(key === 'handling' && value === 'lenient') && !(key === 'tx' && value === 'commit') && item.trim() !== '')
      prefs.invalid.push(item.trim());
  }
  return prefs;
}

/** `Preference-Applied`: the preferences honoured, as PostgREST echoes them. */
export function appliedPreferences(prefs: Preferences, kind: 'read' | 'insert' | 'mutate' | 'call'): string | null {
  const applied: string[] = [];
  if (kind === 'insert' && prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (kind === 'insert' && prefs.missingDefault) applied.push('missing=default');
  if (kind === 'call' && prefs.singleObject) applied.push('params=single-object');
  if (prefs.rollback) applied.push('tx=rollback');
  return applied.length > 0 ? applied.join(', ') : null;
}

/**
 * `handling=strict, max-affected=<n>` (PostgREST 13): a PATCH, DELETE or function call that
 * affected more rows fails with PGRST124, and its transaction is rolled back. Lenient handling
 * ignores the preference.
 */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (!prefs.strict || prefs.maxAffected === undefined || affected <= prefs.maxAffected) return;
  throw new RestError(400, {
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${affected} rows`,
  });
}

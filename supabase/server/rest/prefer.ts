/** The `Prefer` header as supabase-js sends it: one or more comma-joined `key=value` items. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only';
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: 'minimal', count: false, missingDefault: false };
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item.trim().split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = true;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing' && value === 'default') prefs.missingDefault = true;
  }
  return prefs;
}

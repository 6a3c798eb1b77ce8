/**
 * The small part of semantic versioning the platform contract needs: does version X satisfy a
 * range such as `^1.1.0`, `~1.1.0`, `>=1.0.0 <3.0.0` or `^1.0.0 || ^2.0.0`. Written here rather
 * than imported because it runs in the shell's first paint, where every kilobyte counts.
 */
type Version = readonly [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.+-]*)?$/;
const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?\s*(v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?)$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The exclusive upper bound of `^base`: the next version that may break what `base` offered. */
function caretCeiling([major, minor, patch]: Version): Version {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function satisfiesComparator(version: Version, comparator: string): boolean | null {
  const match = COMPARATOR.exec(comparator);
  const base = match ? parseVersion(match[2] as string) : null;
  if (!match || !base) return null;
  const order = compare(version, base);
  switch (match[1]) {
    case '^':
      return order >= 0 && compare(version, caretCeiling(base)) < 0;
    case '~':
      return order >= 0 && compare(version, [base[0], base[1] + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** True when `version` satisfies `range`; false for anything malformed (a refusal, not a guess). */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed || range.trim() === '') return false;
  return range.split('||').some((set) => {
    const comparators = set.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0) return false;
    return comparators.every((comparator) => satisfiesComparator(parsed, comparator) === true);
  });
}

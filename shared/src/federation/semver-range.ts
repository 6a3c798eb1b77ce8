/**
 * Does version X satisfy a range such as `^1.1.0`, `~1.1.0`, `>=1.0.0 <3.0.0` or
 * `^1.0.0 || ^2.0.0`: the federation runtime's own check (the one it runs for shared modules,
 * already in every page), with one difference the platform contract needs: an empty range is a
 * refusal, not "any version".
 */
import { satisfy } from '@module-federation/enhanced/runtime';

/** True when `version` satisfies `range`; false for anything malformed (a refusal, not a guess). */
export function satisfiesRange(version: string, range: string): boolean {
  if (range.trim() === '') return false;
  return satisfy(version, range);
}

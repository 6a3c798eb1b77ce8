import { describe, expect, it } from 'vitest';
import { satisfiesRange } from './semver-range';

describe('satisfiesRange', () => {
  it.each([
    ['1.1.0', '^1.0.0', true],
    ['1.9.3', '^1.1.0', true],
    ['2.0.0', '^1.1.0', false],
    ['1.0.9', '^1.1.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.1.5', '~1.1.0', true],
    ['1.2.0', '~1.1.0', false],
    ['2.5.0', '>=1.0.0 <3.0.0', true],
    ['3.0.0', '>=1.0.0 <3.0.0', false],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['1.1.0', '1.1.0', true],
    ['1.1.1', '=1.1.0', false],
    ['1.1.0+build.7', '^1.0.0', true],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('refuses malformed versions and ranges instead of guessing', () => {
    expect(satisfiesRange('one', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.0.0', '')).toBe(false);
    expect(satisfiesRange('1.0.0', 'latest')).toBe(false);
    expect(satisfiesRange('1.0.0', '^1.0.0 garbage')).toBe(false);
    expect(satisfiesRange('1.2', '^1.0.0')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseVersions } from './choose-versions';
import { forcedVersions } from './forced-versions';
import { BUCKET_KEY, visitorBucket } from './visitor-bucket';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const stable = { entry: 'https://r/mf_search/1/remoteEntry.js', version: '0.1.0+aaa', platform: '^1.0.0', routes: [] };
const canary = { entry: 'https://r/mf_search/2/remoteEntry.js', version: '0.2.0+bbb', platform: '^1.0.0', routes: [] };
const versionOf = (resolved: unknown, name: string): string | undefined =>
  (resolved as Record<string, { version?: string } | undefined>)[name]?.version;
const map = (share: number) => ({ mf_search: { ...stable, canary: { ...canary, share } }, mf_movie: { ...stable } });

describe('visitorBucket', () => {
  it('draws a bucket 0–99 once and keeps it in storage', () => {
    const storage = new MemoryStorage();
    expect(visitorBucket(storage, () => 0.4271)).toBe(42);
    expect(storage.getItem(BUCKET_KEY)).toBe('42');
    expect(visitorBucket(storage, () => 0.99)).toBe(42);
  });

  it('redraws a kept value that is not a bucket, and never draws 100', () => {
    const storage = new MemoryStorage();
    storage.setItem(BUCKET_KEY, '250');
    expect(visitorBucket(storage, () => 0.999999)).toBe(99);
    expect(visitorBucket(storage, () => 0)).toBe(99);
  });

  it('still gives a bucket when storage throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorBucket(refusing, () => 0.07)).toBe(7);
    expect(visitorBucket(undefined, () => 0.5)).toBe(50);
  });
});

describe('chooseVersions', () => {
  it('gives the canary to buckets below its share and the stable to the rest', () => {
    expect(chooseVersions(map(10), { bucket: 9, forced: {} })).toEqual({
      mf_search: { ...canary, channel: 'canary' },
      mf_movie: stable,
    });
    expect(chooseVersions(map(10), { bucket: 10, forced: {} })).toEqual({ mf_search: stable, mf_movie: stable });
  });

  it('runs the canary for everyone at 100 % and for no one at 0 %', () => {
    for (const bucket of [0, 50, 99]) {
      expect(versionOf(chooseVersions(map(100), { bucket, forced: {} }), 'mf_search')).toBe('0.2.0+bbb');
      expect(versionOf(chooseVersions(map(0), { bucket, forced: {} }), 'mf_search')).toBe('0.1.0+aaa');
    }
  });

  it('lets a forced version win over the bucket, by channel or by exact version', () => {
    const pick = (forced: string, bucket: number) =>
      versionOf(chooseVersions(map(50), { bucket, forced: { mf_search: forced } }), 'mf_search');
    expect(pick('canary', 99)).toBe('0.2.0+bbb');
    expect(pick('0.2.0+bbb', 99)).toBe('0.2.0+bbb');
    expect(pick('stable', 0)).toBe('0.1.0+aaa');
    expect(pick('0.1.0+aaa', 0)).toBe('0.1.0+aaa');
    // A version the map does not name leaves the choice to the bucket.
    expect(pick('9.9.9', 0)).toBe('0.2.0+bbb');
    expect(pick('9.9.9', 99)).toBe('0.1.0+aaa');
  });

  it('treats a share that is not a number as 0 and leaves anything that is not a map alone', () => {
    const odd = { mf_search: { ...stable, canary: { ...canary, share: '100' } } };
    expect(chooseVersions(odd, { bucket: 0, forced: {} })).toEqual({ mf_search: stable });
    expect(chooseVersions(null, { bucket: 0, forced: {} })).toBeNull();
    expect(chooseVersions([1], { bucket: 0, forced: {} })).toEqual([1]);
  });
});

describe('forcedVersions', () => {
  it('reads remote-version parameters and keeps them for the tab', () => {
    const storage = new MemoryStorage();
    expect(forcedVersions('?remote-version=mf_search:canary&remote-version=mf_movie:0.1.0%2Baaa', storage)).toEqual({
      mf_search: 'canary',
      mf_movie: '0.1.0+aaa',
    });
    expect(forcedVersions('?q=star', storage)).toEqual({ mf_search: 'canary', mf_movie: '0.1.0+aaa' });
    expect(forcedVersions('?remote-version=reset', storage)).toEqual({});
    expect(forcedVersions('', storage)).toEqual({});
  });

  it('ignores values that do not name a remote and a version', () => {
    expect(forcedVersions('?remote-version=canary&remote-version=Bad-Name:canary&remote-version=mf_search:', undefined)).toEqual({});
  });
});

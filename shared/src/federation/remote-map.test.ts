import { describe, expect, it } from 'vitest';
import { parseRemoteMap } from './remote-map';

describe('remote map', () => {
  it('keeps known remotes and resolves relative URLs against the map', () => {
    const map = parseRemoteMap(
      { mf_catalog: 'https://catalog.example.com/mf-manifest.json', mf_search: '/search/mf-manifest.json', mf_unknown: 'x', mf_movie: '' },
      'https://marquee.example.com/remotes.json',
    );
    expect(map).toEqual({
      mf_catalog: 'https://catalog.example.com/mf-manifest.json',
      mf_search: 'https://marquee.example.com/search/mf-manifest.json',
    });
  });

  it('rejects a map that is not an object', () => {
    expect(() => parseRemoteMap(['a'], 'http://x/')).toThrow('The remote map must be a JSON object');
    expect(() => parseRemoteMap(null, 'http://x/')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { retryUrl } from './load-timeout-retry';

describe('the URL a retried entry is loaded from', () => {
  it('is the entry with its attempt as a query, so it is a request of its own', () => {
    expect(retryUrl('https://cdn.example/mf_search/1.0.0/remoteEntry.js', 1)).toBe(
      'https://cdn.example/mf_search/1.0.0/remoteEntry.js?retry=1',
    );
    expect(retryUrl('https://cdn.example/remoteEntry.js?v=3', 2)).toBe('https://cdn.example/remoteEntry.js?v=3&retry=2');
  });

  it('keeps the folder the remote finds its chunks in', () => {
    const url = new URL(retryUrl('http://localhost:3002/remoteEntry.js', 2));
    expect(new URL('.', url).href).toBe('http://localhost:3002/');
  });
});

// @vitest-environment node
/**
 * index.html carries the early start inline, so every byte of it is in the page's HTML before the
 * first paint: it matches the address with react-router's `matchRoutes` (the router's own
 * matcher) and nothing else of the router's package, React's least of all.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build module in plain JavaScript, without type declarations.
import { buildInlineScript } from '@marquee/shared/build/inline-early-start.mjs';

const build = (): Promise<string> =>
  (buildInlineScript as (options: { entry: string; mode: string; federated: boolean }) => Promise<string>)({
    entry: path.join(import.meta.dirname, 'inline-start.ts'),
    mode: 'production',
    federated: true,
  });

describe('the inline early start as index.html carries it', () => {
  // React-router's matcher is some 4.7 KB of it, the canary's version choice (bucket, forced
  // versions, the map's canaries) some 1.6 KB, a page's first reads of the database (the route's
  // reads, the stored member, the anonymous key) some 1.6 KB.
  it("holds react-router's matcher and the version choice but no React, in at most 16.5 KB (6.6 KB gzipped)", async () => {
    const script = await build();
    expect(script).toContain('__marquee');
    expect(script).not.toContain('react.transitional.element');
    expect(Buffer.byteLength(script)).toBeLessThanOrEqual(16_500);
    expect(gzipSync(script).length).toBeLessThanOrEqual(6_600);
  }, 60_000);
});

/**
 * Responses compressed as hosted Supabase's gateway sends them: JSON, text and SVG of 1 KB or more
 * go out gzipped to a caller that accepts gzip (a page's first TMDb list is 12 KB as JSON, 3 KB
 * gzipped); smaller ones, partial content and HEAD answers go as they are.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', threshold: COMPRESSION_THRESHOLD_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      // A body without a declared length (a function's answer) is measured first, so the
      // threshold holds for it too. The stack's answers are finite, and this only reads the
      // compressible ones; files from storage declare their length.
      const { res } = c;
      const type = res.headers.get('Content-Type') ?? '';
      if (!res.body || res.headers.has('Content-Length') || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
      const body = await res.arrayBuffer();
      const measured = new Response(body, res);
      measured.headers.set('Content-Length', String(body.byteLength));
      c.res = measured;
    });
}

/** Small helpers for reading requests and writing GoTrue-style responses. */
import { AuthError, badRequest } from './errors.ts';

/** GoTrue reads at most 1 MB of a request body (413 `request_entity_too_large` beyond). */
export const MAX_AUTH_BODY_BYTES = 1024 * 1024;

function bodyTooLarge(): AuthError {
  return new AuthError(413, 'request_entity_too_large', 'Request body too large');
}

export type Params = Record<string, unknown>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function redirect(location: string, status: 302 | 303): Response {
  return new Response(null, { status, headers: { Location: location } });
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Body parameters: supabase-js posts JSON, HTML forms post url-encoded fields. */
export async function readParams(request: Request): Promise<Params> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_AUTH_BODY_BYTES) throw bodyTooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_AUTH_BODY_BYTES) throw bodyTooLarge();
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Params;
  } catch {
    // fall through: GoTrue answers unparsable bodies with the same 400
  }
  throw badRequest('validation_failed', 'Could not parse request body as JSON');
}

export function stringParam(params: Params, key: string): string {
  const value = params[key];
  return typeof value === 'string' ? value : '';
}

export function objectParam(params: Params, key: string): Record<string, unknown> | undefined {
  const value = params[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

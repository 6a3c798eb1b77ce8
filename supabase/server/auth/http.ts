/** Small helpers for reading requests and writing GoTrue-style responses. */
import { badRequest } from './errors.ts';

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
  const text = await request.text();
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

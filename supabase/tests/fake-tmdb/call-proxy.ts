/** Drives a proxy handler the way the local stack's adapter does: a Web Request per call. */
import type { Env, ProxyHandler } from '../../functions/tmdb-proxy/handler.ts';

export const PROXY_URL = 'http://127.0.0.1:54321/tmdb-proxy';

export interface ProxyCall<T> {
  status: number;
  headers: Headers;
  text: string;
  body: { success: true; data: T } | { success: false; error: string };
}

export async function callProxy<T = Record<string, unknown>>(
  handler: ProxyHandler,
  env: Env,
  path: string,
  params?: Record<string, string | number | undefined>,
  headers: Record<string, string> = {},
): Promise<ProxyCall<T>> {
  const response = await handler(
    new Request(PROXY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(params === undefined ? { path } : { path, params }),
    }),
    env,
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as ProxyCall<T>['body'] };
}

/** The data of a successful call; fails the test with the proxy's error otherwise. */
export async function dataOf<T = Record<string, unknown>>(
  handler: ProxyHandler,
  env: Env,
  path: string,
  params?: Record<string, string | number | undefined>,
): Promise<T> {
  const call = await callProxy<T>(handler, env, path, params);
  if (!call.body.success) throw new Error(`proxy ${path} failed (${call.status}): ${call.body.error}`);
  return call.body.data;
}

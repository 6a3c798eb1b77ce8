/**
 * `/functions/v1/<name>[/...]`: a Node adapter for the Web `Request → Response` handler each
 * function exports from `supabase/functions/<name>/handler.ts` (Deno runs the same handler
 * through `index.ts` in production). Like the hosted edge runtime, the function sees a URL
 * whose path starts at `/<name>`, and calls need a valid JWT unless `verify_jwt = false`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPABASE_DIR } from '../config.ts';
import { Hono } from 'hono';
import type { StackEnv } from '../http-types.ts';
import { verifyJwt } from '../jwt.ts';
import { readFunctionSettings } from './function-settings.ts';
import { corsHeaders, preflightResponse } from '../../../supabase/functions/_shared/cors.ts';

export type FunctionHandler = (request: Request, env: Record<string, string | undefined>) => Promise<Response>;

const PREFIX = '/functions/v1';

// The runner's own answers (no such function, no JWT) carry the functions' CORS headers too.
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...corsHeaders } });
}

function withCors(response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(corsHeaders)) headers.set(key, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export interface FunctionsServiceOptions {
  functionsDir?: string;
  configToml?: string;
}

export function createFunctionsService(options: FunctionsServiceOptions = {}): Hono<StackEnv> {
  const functionsDir = options.functionsDir ?? path.join(SUPABASE_DIR, 'functions');
  const settings = readFunctionSettings(options.configToml ?? path.join(SUPABASE_DIR, 'config.toml'));
  const handlers = new Map<string, Promise<FunctionHandler>>();

  async function load(name: string): Promise<FunctionHandler | null> {
    const file = path.join(functionsDir, name, 'handler.ts');
    if (
      !(await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    )
      return null;
    let pending = handlers.get(name);
    if (!pending) {
      pending = import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${name}/handler.ts does not export a handler function`);
        return mod.handler as FunctionHandler;
      });
      // A failed import is not cached, so fixing the file and calling again works.
      pending.catch(() => handlers.delete(name));
      handlers.set(name, pending);
    }
    return pending;
  }

  const functions = new Hono<StackEnv>();
  functions.all('/:name{[A-Za-z0-9][A-Za-z0-9_-]*}/*', async (c) => {
    const { ctx } = c.var;
    const name = c.req.param('name');
    let handler: FunctionHandler | null;
    try {
      handler = await load(name);
    } catch (error) {
      console.error(`[functions] ${name} failed to load:`, error);
      return json(500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    // Supabase's functions answer preflight themselves with this 'ok'; answering it here keeps
    // the browser working even for a handler that forgets to.
    if (c.req.method === 'OPTIONS') return preflightResponse();

    if (settings.get(name)?.verifyJwt ?? true) {
      const auth = c.req.header('authorization');
      const token = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : null;
      if (!token) return json(401, { code: 401, message: 'Missing authorization header' });
      if (!(await verifyJwt(token, ctx.config.jwtSecret)).ok) return json(401, { code: 401, message: 'Invalid JWT' });
    }

    const url = new URL(c.req.url);
    const inner = new URL(url.pathname.slice(PREFIX.length) + url.search, url.origin);
    const headers = new Headers(c.req.raw.headers);
    // As hosted Supabase's gateway does: the caller's address, never a value the caller sent.
    if (ctx.clientAddress) headers.set('x-forwarded-for', ctx.clientAddress);
    else headers.delete('x-forwarded-for');
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const forwarded = new Request(inner, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : null });
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...ctx.config.functionEnv,
      SUPABASE_URL: ctx.config.publicUrl,
      SUPABASE_ANON_KEY: ctx.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    };
    try {
      return withCors(await handler(forwarded, env));
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error);
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
  });
  functions.all('*', () => json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }));
  return functions;
}

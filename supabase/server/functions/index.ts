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
import type { ServiceContext, ServiceHandler } from '../http-types.ts';
import { verifyJwt } from '../jwt.ts';
import { readFunctionSettings } from './function-settings.ts';
import { corsHeaders } from '../../functions/_shared/cors.ts';

export type FunctionHandler = (request: Request, env: Record<string, string | undefined>) => Promise<Response>;

// The runner's own answers (no such function, no JWT) carry the functions' CORS headers too.
const FUNCTION_CORS_HEADERS: Readonly<Record<string, string>> = corsHeaders;

const PREFIX = '/functions/v1';
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...FUNCTION_CORS_HEADERS } });
}

function withCors(response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  for (const [key, value] of Object.entries(FUNCTION_CORS_HEADERS)) headers.set(key, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export interface FunctionsServiceOptions {
  functionsDir?: string;
  configToml?: string;
}

export function createFunctionsService(options: FunctionsServiceOptions = {}): ServiceHandler {
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

  return async (request: Request, ctx: ServiceContext): Promise<Response> => {
    const url = new URL(request.url);
    const rest = url.pathname.slice(PREFIX.length);
    const name = rest.split('/')[1] ?? '';
    if (!NAME.test(name)) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

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
    if (request.method === 'OPTIONS') return new Response('ok', { headers: FUNCTION_CORS_HEADERS });

    if (settings.get(name)?.verifyJwt ?? true) {
      const auth = request.headers.get('authorization');
      const token = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : null;
      if (!token) return json(401, { code: 401, message: 'Missing authorization header' });
      if (!(await verifyJwt(token, ctx.config.jwtSecret)).ok) return json(401, { code: 401, message: 'Invalid JWT' });
    }

    const inner = new URL(rest + url.search, url.origin);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(inner, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : null,
    });
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
  };
}

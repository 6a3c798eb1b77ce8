/**
 * The local Supabase-compatible stack: one Hono app, served on node:http by @hono/node-server,
 * mounting the auth, rest, storage, functions and inbox services under their path prefixes,
 * all sharing one database and mailer.
 */
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { CORS_POLICY } from '../../supabase/functions/_shared/cors.ts';
import { MAX_AUTH_BODY_BYTES } from './auth/http.ts';
import { concurrencyCap, readWholeBody } from './client-guard.ts';
import { compression } from './compression.ts';
import { loadConfig, type StackConfig } from './config.ts';
import { checkListenAddress } from './listen-guard.ts';
import { createAuthService } from './auth/index.ts';
import type { AuthServiceOptions } from './auth/route-types.ts';
import { migrate, type MigrationPaths, type MigrationReport, DEFAULT_MIGRATION_PATHS } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import type { Db } from './db/types.ts';
import { createFunctionsService, type FunctionsServiceOptions } from './functions/index.ts';
import type { ServiceContext, StackEnv } from './http-types.ts';
import { loadHttpLimits, type HttpLimits } from './http-limits.ts';
import { InboxMailer } from './mail/inbox-mailer.ts';
import { createInboxService } from './mail/inbox-service.ts';
import { createRestService, type RestServiceOptions } from './rest/index.ts';
import { MAX_BODY_BYTES as MAX_REST_BODY_BYTES } from './rest/limits.ts';
import { createStorageService } from './storage/index.ts';

/** Any request body; above the 50 MB storage ceiling, so storage can answer its own limit errors. */
const MAX_BODY_BYTES = 60 * 1024 * 1024;

export interface StackOptions extends Partial<StackConfig> {
  quiet?: boolean;
  migrationPaths?: MigrationPaths;
  functions?: FunctionsServiceOptions;
  /** Auth settings tests change: refresh-token reuse interval, rate limits. */
  auth?: AuthServiceOptions;
  /** Rows a REST read returns at most (default: config.toml's `[api] max_rows`). */
  restMaxRows?: number;
  /** REST's per-client limits tests change (default: the environment, see rest/client-budget.ts). */
  restLimits?: RestServiceOptions['limits'];
  /** HTTP timeouts and the per-client request cap (default: the environment, see http-limits.ts). */
  httpLimits?: Partial<HttpLimits>;
}

export interface StartupFigures {
  dbOpenMs: number;
  migrateMs: number;
  totalMs: number;
  migrations: MigrationReport;
}

export interface Stack {
  url: string;
  config: StackConfig;
  db: Db;
  mailer: InboxMailer;
  startup: StartupFigures;
  stop(): Promise<void>;
}

interface StackAppOptions {
  quiet: boolean;
  functions: FunctionsServiceOptions | undefined;
  auth: AuthServiceOptions | undefined;
  rest: RestServiceOptions;
  http: HttpLimits;
}

/** The most body bytes read for a path: the services with a smaller limit than the ceiling. */
function bodyCeiling(pathname: string): number {
  if (pathname.startsWith('/rest/v1/')) return MAX_REST_BODY_BYTES;
  if (pathname.startsWith('/auth/v1/')) return MAX_AUTH_BODY_BYTES;
  return MAX_BODY_BYTES;
}

/** The stack's HTTP front: request log, CORS, the body ceiling, the services, health and 404. */
function createStackApp(shared: Omit<ServiceContext, 'clientAddress'>, options: StackAppOptions): Hono<StackEnv> {
  const app = new Hono<StackEnv>({ strict: false });

  app.use(async (c, next) => {
    const t0 = performance.now();
    await next();
    if (!options.quiet) {
      const { pathname, search } = new URL(c.req.url);
      console.log(`${c.req.method} ${pathname}${search} ${c.res.status} ${(performance.now() - t0).toFixed(1)}ms`);
    }
  });
  app.use(compression());
  app.use(async (c, next) => {
    // The stack is the edge, as hosted Supabase's gateway is: the caller's address is taken
    // from the socket, for per-client limits (and handed to functions as x-forwarded-for).
    const address = getConnInfo(c).remote.address?.replace(/^::ffff:/, '');
    c.set('ctx', { ...shared, ...(address ? { clientAddress: address } : {}) });
    await next();
  });
  app.use(concurrencyCap(options.http.maxConcurrentPerClient));
  // Functions answer CORS themselves, as on hosted Supabase; the inbox answers its own origins only.
  app.use(
    except(
      ['/functions/v1/*', '/inbox/*'],
      cors({
        origin: CORS_POLICY.allowOrigin,
        allowMethods: [...CORS_POLICY.allowMethods],
        allowHeaders: [...CORS_POLICY.allowHeaders],
        exposeHeaders: [...CORS_POLICY.exposeHeaders],
        maxAge: CORS_POLICY.maxAgeSeconds,
      }),
    ),
  );
  // Every body is read whole before a service runs: none waits on a slow client.
  app.use(readWholeBody({ idleTimeoutMs: options.http.bodyIdleTimeoutMs, ceilingFor: bodyCeiling }));
  app.use(async (c, next) => {
    await next();
    // What a service left unread (an upload refused by its declared size) is read to the end,
    // up to the ceiling, before the answer goes out: the client's connection stays usable.
    const { body } = c.req.raw;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !body || body.locked) return;
    let read = 0;
    const sink = new WritableStream<Uint8Array>({
      write(chunk) {
        read += chunk.byteLength;
        // Failing the write cancels the body, which closes the connection.
        if (read > MAX_BODY_BYTES) throw new Error('request body over the ceiling');
      },
    });
    await body.pipeTo(sink).catch(() => undefined);
  });
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'Payload too large' }, 413) }));

  app.route('/auth/v1', createAuthService(options.auth));
  app.route('/rest/v1', createRestService(options.rest));
  app.route('/storage/v1', createStorageService());
  app.route('/functions/v1', createFunctionsService(options.functions));
  app.route('/inbox', createInboxService(shared.config));
  app.get('/', (c) =>
    c.json({
      name: 'marquee-local-supabase',
      status: 'ok',
      db: c.var.ctx.db.kind,
      services: ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/inbox'],
    }),
  );

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error(`[stack] ${c.req.method} ${c.req.url} failed:`, error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const started = performance.now();
  const {
    quiet = false,
    migrationPaths = DEFAULT_MIGRATION_PATHS,
    functions,
    auth: authOptions,
    restMaxRows,
    restLimits,
    httpLimits,
    ...overrides
  } = options;
  const config = loadConfig(process.env, overrides);
  checkListenAddress(config);

  const db = await openDb(config);
  const opened = performance.now();
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db, migrationPaths);
  } catch (error) {
    await db.close();
    throw error;
  }
  const migrated = performance.now();

  await fs.mkdir(config.storageDir, { recursive: true });
  const persistent = config.dataDir !== 'memory://';
  const mailer = new InboxMailer(persistent ? path.join(path.dirname(config.dataDir), 'inbox.jsonl') : null);
  const limits = { ...loadHttpLimits(), ...httpLimits };
  const app = createStackApp(
    { config, db, mailer },
    {
      quiet,
      functions,
      auth: authOptions,
      rest: { ...(restMaxRows ? { maxRows: restMaxRows } : {}), ...(restLimits ? { limits: restLimits } : {}) },
      http: limits,
    },
  );
  // node-server's default: its Request and Response stand in for the global ones, so a request
  // it hands over can be rebuilt (as hono's bodyLimit does with a body it had to read).
  // Node answers 408 and closes the connection when the headers or the whole request arrive too
  // late; it checks its connections at the given interval.
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    getRequestListener(app.fetch),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (config.port !== port) {
    config.port = port;
    if (!overrides.publicUrl && !process.env.SUPABASE_PUBLIC_URL) config.publicUrl = `http://${config.host}:${port}`;
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await db.close();
  };

  const startup: StartupFigures = {
    dbOpenMs: Math.round(opened - started),
    migrateMs: Math.round(migrated - opened),
    totalMs: Math.round(performance.now() - started),
    migrations,
  };
  return { url: `http://${config.host}:${port}`, config, db, mailer, startup, stop };
}

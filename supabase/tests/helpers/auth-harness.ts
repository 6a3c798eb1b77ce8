/**
 * A stack of just the auth service for its tests: node:http around createAuthService, the
 * real database backend (in-memory PGlite, or PostgreSQL given DATABASE_URL) with the
 * platform SQL and migrations applied, and an in-memory mailer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, type StackConfig } from '../../server/config.ts';
import { createAuthService, type AuthServiceOptions } from '../../server/auth/index.ts';
import { openDb, type ScriptableDb } from '../../server/db/open-db.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { MailMessage, Mailer } from '../../server/mail/types.ts';

class MemoryMailer implements Mailer {
  readonly messages: MailMessage[] = [];

  async send(message: { to: string; subject: string; text: string; html: string }): Promise<MailMessage> {
    const stored: MailMessage = {
      ...message,
      id: randomUUID(),
      links: message.text.match(/https?:\/\/\S+/g) ?? [],
      created_at: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    return stored;
  }

  async list(filter: { to?: string } = {}): Promise<MailMessage[]> {
    return this.messages.filter((m) => !filter.to || m.to === filter.to);
  }
}

export interface AuthHarness {
  url: string;
  config: StackConfig;
  db: ScriptableDb;
  mailer: MemoryMailer;
  client(options?: SupabaseClientOptions<'public'>['auth']): SupabaseClient;
  /** The newest mail to an address (fails the test when there is none). */
  lastMail(to: string): MailMessage;
  close(): Promise<void>;
}

/** Lets tests run against a server whose config changes (e.g. confirmations on) without a new DB. */
export interface HarnessOptions extends AuthServiceOptions {
  config?: Partial<StackConfig>;
  db?: ScriptableDb;
}

async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers, body });
}

export async function startAuthHarness(options: HarnessOptions = {}): Promise<AuthHarness> {
  const ownsDb = !options.db;
  const db = options.db ?? (await openDb({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: 'memory://' }));
  if (ownsDb) await migrate(db);
  const mailer = new MemoryMailer();
  const service = createAuthService(options);
  let config: StackConfig | null = null;

  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        if (!config) throw new Error('harness not ready');
        const response = await service(await toRequest(req, config.publicUrl), { config, db, mailer });
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  config = loadConfig({}, { port, publicUrl: url, siteUrl: 'http://localhost:3000', ...options.config });

  const anonKey = config.anonKey;
  return {
    url,
    config,
    db,
    mailer,
    client: (auth) =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
        realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
      }),
    lastMail(to) {
      const mail = mailer.messages.find((m) => m.to === to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsDb) await db.close();
    },
  };
}

/** A fresh address per test, so tests never collide on the shared database. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** In-memory storage for clients that must keep PKCE verifiers between calls. */
export function memoryStorage(): { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void } {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** Starts the local Supabase-compatible stack as a child process and waits until it answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SHELL_URL, SUPABASE_PORT, SUPABASE_URL, TELEMETRY_BATCHES_PER_MINUTE } from './environment';

export interface Backend {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/auth/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The backend did not answer at ${url} within ${timeoutMs} ms`);
}

export async function startBackend({ dataDir }: { dataDir: string }): Promise<Backend | null> {
  const main = path.join(ROOT, 'local-stack', 'server', 'main.ts');
  if (!fs.existsSync(main)) {
    console.warn('[e2e] local-stack/server/main.ts is missing: running without the backend');
    return null;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.join(ROOT, 'local-stack'),
    env: {
      ...process.env,
      SUPABASE_PORT: String(SUPABASE_PORT),
      SITE_URL: SHELL_URL,
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      STORAGE_DIR: path.join(dataDir, 'storage'),
      SUPABASE_QUIET: 'true',
      // The suite signs up and in from one address dozens of times in a few minutes; visitors
      // do not share one address like that, so the per-address auth limit is raised here only.
      GOTRUE_RATE_LIMIT_OTP: '1000',
      // Likewise every page the suite opens reports to the telemetry function from that one address.
      TELEMETRY_BATCHES_PER_MINUTE: String(TELEMETRY_BATCHES_PER_MINUTE),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(ROOT, 'e2e', 'test-results-backend.log'));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForHealth(SUPABASE_URL, child, 60_000);
  return {
    url: SUPABASE_URL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

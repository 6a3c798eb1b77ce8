/**
 * The one-remote loop (`node scripts/marquee.mjs dev <remote> --against <shell URL>`), started by a
 * test against the suite's own deployment, on ports of its own: the shell at extraPort(40), the
 * remote's dev server at its apps.json port moved the same way.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, PORT_OFFSET, ROOT, SHELL_URL, extraPort } from './environment';

export interface DevLoop {
  shellUrl: string;
  remoteUrl: string;
  /** Seconds from the command's start to "live in the shell", as the command says. */
  startSeconds: number;
  stop(): Promise<void>;
}

export function startDevLoop(remoteDir: string): Promise<DevLoop> {
  const remote = APPS.find((app) => app.dir === remoteDir);
  if (!remote) throw new Error(`${remoteDir} is not in apps.json`);
  // The suite's apps are on apps.json's ports moved by PORT_OFFSET; the loop's are moved so that the
  // shell is at extraPort(40) (and the remotes' dev servers just above it).
  const shell = APPS.find((app) => app.spa)!;
  const loopOffset = extraPort(40) - (shell.port - PORT_OFFSET);
  const portInLoop = (app: { port: number }) => app.port - PORT_OFFSET + loopOffset;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), 'dev', remoteDir, '--against', SHELL_URL], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT_OFFSET: String(loopOffset) },
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      // The command and the dev server it started: one process group.
      process.kill(-child.pid, 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const live = /is live in the shell, ([\d.]+) s after the start/.exec(output);
      if (live) {
        child.stdout.off('data', onData);
        resolve({
          shellUrl: `http://localhost:${portInLoop(shell)}`,
          remoteUrl: `http://localhost:${portInLoop(remote)}`,
          startSeconds: Number(live[1]),
          stop,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the dev loop exited (${code}) before it was live:\n${output.slice(-4000)}`)));
  });
}

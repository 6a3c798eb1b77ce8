/**
 * The part of real-user monitoring that is in the page from the start, kept small: it records
 * errors (uncaught, unhandled rejections, remote load failures and time-outs, error-boundary
 * catches) as they happen, with the address's path they happened at, until the monitoring proper
 * (`rum.ts`, loaded once the page is idle) takes them and turns each path into its route's
 * pattern. Only the kind of an error and its constructor's name are kept, never its message.
 */
import type { ResolvedRoute } from '@marquee/shared/routes';
import { PageLoadTimeoutError } from '../routes/page-load-deadline';

export type ErrorKind = 'uncaught' | 'unhandled-rejection' | 'remote-load' | 'remote-timeout' | 'boundary';

/** The page an event belongs to: its route's pattern and the remote that serves it. */
export interface PageTag {
  route: string;
  remote: string;
}

export interface RecordedError {
  error: ErrorKind;
  name: string | undefined;
  /** The page, when the error knows it (a route's load); else the path it happened at. */
  at: PageTag | string;
}

/** Errors kept before the monitoring starts; more are dropped (a page in an error loop). */
const MAX_KEPT = 50;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const kept: RecordedError[] = [];
const seen = new WeakSet<object>();
let sink: ((event: RecordedError) => void) | null = null;

/** The constructor name of what was thrown (`TypeError`), when it is a plain identifier. */
export function errorNameOf(thrown: unknown): string | undefined {
  const name = thrown instanceof Error ? thrown.name : undefined;
  return name && IDENTIFIER.test(name) ? name : undefined;
}

function record(error: ErrorKind, thrown: unknown, at: PageTag | string = location.pathname): void {
  // The same error met twice (a boundary and a listener) is one error.
  if (typeof thrown === 'object' && thrown !== null) {
    if (seen.has(thrown)) return;
    seen.add(thrown);
  }
  const event: RecordedError = { error, name: errorNameOf(thrown), at };
  if (sink) sink(event);
  else if (kept.length < MAX_KEPT) kept.push(event);
}

/** Starts recording uncaught errors and unhandled rejections. */
export function listenForErrors(): void {
  addEventListener('error', (event) => record('uncaught', event.error));
  addEventListener('unhandledrejection', (event) => record('unhandled-rejection', event.reason));
}

/** An error an error boundary caught (React's root `onCaughtError`), or one none caught. */
export function recordRenderError(thrown: unknown, caught: boolean): void {
  record(caught ? 'boundary' : 'uncaught', thrown);
}

/** A route whose remote's page could not be loaded, or did not load in time. */
export function reportRemoteLoadFailure(route: ResolvedRoute, thrown: unknown): void {
  record(thrown instanceof PageLoadTimeoutError ? 'remote-timeout' : 'remote-load', thrown, { route: route.path, remote: route.remote });
}

/** Hands the errors recorded so far, and every later one, to the monitoring (or drops them: `() => {}`). */
export function takeErrors(onError: (event: RecordedError) => void): void {
  sink = onError;
  for (const event of kept.splice(0)) onError(event);
}

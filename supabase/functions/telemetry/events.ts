/**
 * The one shape the telemetry function accepts: `{"events": [...]}`, 1–50 events, each with
 * exactly the fields of its kind and values in range. Anything else is refused whole, with the
 * first problem named. Nothing personal fits: route patterns (not addresses), federation names,
 * versions, numbers, and the kind and constructor name of an error (not its message).
 */
export const MAX_EVENTS = 50;

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const ERROR_KINDS = ['uncaught', 'unhandled-rejection', 'remote-load', 'remote-timeout', 'boundary'] as const;

/** A row as record_telemetry() takes it. */
export interface TelemetryRow {
  kind: 'pageview' | 'vital' | 'error';
  route: string;
  remote: string;
  version: string;
  platform: string;
  canary: boolean;
  metric: string | null;
  value: number | null;
  error_kind: string | null;
  error_name: string | null;
}

const COMMON = ['kind', 'route', 'remote', 'version', 'platform', 'canary'];
const FIELDS: Record<string, string[]> = {
  pageview: COMMON,
  vital: [...COMMON, 'metric', 'value'],
  error: [...COMMON, 'error', 'name'],
};
const OPTIONAL = new Set(['name']);

const ROUTE = /^\/[A-Za-z0-9/:_*?.-]{0,199}$/;
const REMOTE = /^[a-z][a-z0-9_]{0,63}$/;
const VERSION = /^[0-9A-Za-z.+_-]{1,100}$/;
const PLATFORM = /^[0-9A-Za-z.+-]{1,32}$/;
const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** Milliseconds for the timings (10 minutes at most), a score for CLS. */
const MAX_TIMING_MS = 600_000;
const MAX_CLS = 100;

type Checked = { rows: TelemetryRow[] } | { problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkEvent(event: unknown, index: number): TelemetryRow | string {
  const at = `events[${index}]`;
  if (!isObject(event)) return `${at} is not an object`;
  const kind = event.kind;
  if (typeof kind !== 'string' || !(kind in FIELDS)) return `${at}.kind must be pageview, vital or error`;
  const allowed = FIELDS[kind] as string[];
  const unknown = Object.keys(event).find((key) => !allowed.includes(key));
  if (unknown !== undefined) return `${at} has an unknown field: ${unknown}`;
  const missing = allowed.find((key) => !OPTIONAL.has(key) && !(key in event));
  if (missing !== undefined) return `${at} lacks ${missing}`;
  const { route, remote, version, platform, canary } = event;
  if (typeof route !== 'string' || !ROUTE.test(route)) return `${at}.route must be a route pattern`;
  if (typeof remote !== 'string' || !REMOTE.test(remote)) return `${at}.remote must be a federation name`;
  if (typeof version !== 'string' || !VERSION.test(version)) return `${at}.version must be a version`;
  if (typeof platform !== 'string' || !PLATFORM.test(platform)) return `${at}.platform must be a version`;
  if (typeof canary !== 'boolean') return `${at}.canary must be true or false`;
  const row: TelemetryRow = {
    kind: kind as TelemetryRow['kind'],
    route,
    remote,
    version,
    platform,
    canary,
    metric: null,
    value: null,
    error_kind: null,
    error_name: null,
  };
  if (kind === 'vital') {
    const { metric, value } = event;
    if (typeof metric !== 'string' || !(METRICS as readonly string[]).includes(metric))
      return `${at}.metric must be one of ${METRICS.join(', ')}`;
    const max = metric === 'CLS' ? MAX_CLS : MAX_TIMING_MS;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
      return `${at}.value must be a number from 0 to ${max}`;
    row.metric = metric;
    row.value = value;
  }
  if (kind === 'error') {
    const { error, name } = event;
    if (typeof error !== 'string' || !(ERROR_KINDS as readonly string[]).includes(error))
      return `${at}.error must be one of ${ERROR_KINDS.join(', ')}`;
    if (name !== undefined && (typeof name !== 'string' || !ERROR_NAME.test(name))) return `${at}.name must be an identifier`;
    row.error_kind = error;
    row.error_name = typeof name === 'string' ? name : null;
  }
  return row;
}

/** The batch's rows, or the first reason it is refused. */
export function checkBatch(body: unknown): Checked {
  if (!isObject(body)) return { problem: 'The body must be {"events": [...]}' };
  const unknown = Object.keys(body).find((key) => key !== 'events');
  if (unknown !== undefined) return { problem: `Unknown field: ${unknown}` };
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0) return { problem: 'events must be a non-empty array' };
  if (events.length > MAX_EVENTS) return { problem: `A batch holds at most ${MAX_EVENTS} events` };
  const rows: TelemetryRow[] = [];
  for (const [index, event] of events.entries()) {
    const checked = checkEvent(event, index);
    if (typeof checked === 'string') return { problem: checked };
    rows.push(checked);
  }
  return { rows };
}

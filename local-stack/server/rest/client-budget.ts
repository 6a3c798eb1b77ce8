/**
 * What one client (one address, as the auth limits count it) may spend of `/rest/v1`: a number
 * of requests per minute, and a number of statements that ran into their role's statement
 * timeout per five minutes. A client that has used up its timeouts is answered 429 when its
 * transaction gets the connection, before its query runs: on the embedded database every
 * statement that runs into the timeout holds the one connection for that long, so a client that
 * keeps sending one would stall every other.
 */
import { RateLimiter } from '../auth/rate-limit.ts';
import { DbError } from '../db/db-error.ts';
import { RestError } from './rest-error.ts';

export interface RestClientLimits {
  /** Requests per minute per client (a bucket of that many, refilled over the minute); 0 for none. */
  requestsPerMinute: number;
  /** Statement timeouts per five minutes per client; 0 for no budget. */
  statementTimeouts: number;
}

export const DEFAULT_REST_CLIENT_LIMITS: RestClientLimits = { requestsPerMinute: 6000, statementTimeouts: 2 };

export const REST_CLIENT_LIMIT_ENV: Record<keyof RestClientLimits, string> = {
  requestsPerMinute: 'REST_RATE_LIMIT_PER_MINUTE',
  statementTimeouts: 'REST_STATEMENT_TIMEOUT_BUDGET',
};

export function loadRestClientLimits(env: NodeJS.ProcessEnv = process.env): RestClientLimits {
  const limits = { ...DEFAULT_REST_CLIENT_LIMITS };
  for (const key of Object.keys(REST_CLIENT_LIMIT_ENV) as (keyof RestClientLimits)[]) {
    const raw = env[REST_CLIENT_LIMIT_ENV[key]];
    if (raw === undefined || raw === '') continue;
    if (!/^\s*\d+\s*$/.test(raw)) throw new Error(`${REST_CLIENT_LIMIT_ENV[key]}=${raw} is not a number (0 for no limit)`);
    limits[key] = Number(raw);
  }
  return limits;
}

const REQUESTS_INTERVAL_SECONDS = 60;
const TIMEOUTS_INTERVAL_SECONDS = 5 * 60;

/** The codes are the stack's own (the auth service's for its rate limits): PostgREST has no such limits. */
function overLimit(code: string, message: string, retryAfterSeconds: number): RestError {
  return new RestError(429, { code, message, details: null }, { 'retry-after': String(retryAfterSeconds) });
}

export function isStatementTimeout(error: unknown): boolean {
  return error instanceof DbError && error.code === '57014';
}

export class RestClientBudget {
  private readonly requests: RateLimiter<'requests'>;
  private readonly timeouts: RateLimiter<'timeouts'>;

  constructor(limits: RestClientLimits, now: () => number = Date.now) {
    this.requests = new RateLimiter({ requests: limits.requestsPerMinute }, now, REQUESTS_INTERVAL_SECONDS);
    this.timeouts = new RateLimiter({ timeouts: limits.statementTimeouts }, now, TIMEOUTS_INTERVAL_SECONDS);
  }

  /** Counts a request; 429 over the client's rate. */
  takeRequest(client: string): void {
    if (!this.requests.take('requests', 'rest', client)) throw overLimit('over_request_rate_limit', 'Request rate limit reached', 1);
  }

  /** 429 when the client has run into the statement timeout too often lately. */
  checkTimeouts(client: string): void {
    if (!this.timeouts.has('timeouts', 'rest', client)) {
      throw overLimit(
        'over_statement_timeout_budget',
        'Too many statements of this client ran into the statement timeout; try again later',
        TIMEOUTS_INTERVAL_SECONDS / 3,
      );
    }
  }

  recordTimeout(client: string): void {
    this.timeouts.take('timeouts', 'rest', client);
  }
}

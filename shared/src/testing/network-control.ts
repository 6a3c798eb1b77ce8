/**
 * The one place tests force what the real backend would not do by itself: a `fetch` in front of
 * the local stack that records requests, can hold them (to see optimistic states before the
 * answer) and can answer the next matching request with an error instead of forwarding it.
 */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/rest/v1/favorites?select=*`. */
  path: string;
  /** A JSON body, parsed (other bodies are not recorded). */
  json?: unknown;
}

export interface ForcedAnswer {
  status: number;
  body: unknown;
}

export interface NetworkControl {
  fetch: typeof fetch;
  /** Every request made through this control, in order. */
  readonly requests: RecordedRequest[];
  /** Requests wait (unsent) until `resume()`. */
  hold(): void;
  resume(): void;
  /**
   * The next request with this method whose path matches is answered with `answer` instead of
   * being sent, or fails as an unreachable server does (`'network'`: fetch rejects).
   */
  failNext(method: string, path: RegExp, answer?: ForcedAnswer | 'network'): void;
}

const DEFAULT_FAILURE: ForcedAnswer = { status: 500, body: { code: 'XX000', message: 'forced failure', details: null, hint: null } };

export function createNetworkControl(): NetworkControl {
  const requests: RecordedRequest[] = [];
  const failures: Array<{ method: string; path: RegExp; answer: ForcedAnswer | 'network' }> = [];
  let gate: { promise: Promise<void>; open: () => void } | null = null;

  const controlledFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = { method: request.method, path: `${url.pathname}${url.search}` };
    if (request.headers.get('content-type')?.includes('application/json')) {
      try {
        recorded.json = await request.clone().json();
      } catch {
        // Not JSON after all: recorded without a body.
      }
    }
    requests.push(recorded);
    if (gate) await gate.promise;
    const index = failures.findIndex((failure) => failure.method === recorded.method && failure.path.test(recorded.path));
    const failure = index >= 0 ? failures.splice(index, 1)[0] : undefined;
    if (failure?.answer === 'network') throw new TypeError('Failed to fetch');
    if (failure) {
      return new Response(JSON.stringify(failure.answer.body), {
        status: failure.answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return fetch(request);
  };

  return {
    fetch: controlledFetch,
    requests,
    hold() {
      if (gate) return;
      let open = () => undefined as void;
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    resume() {
      gate?.open();
      gate = null;
    },
    failNext(method, path, answer = DEFAULT_FAILURE) {
      failures.push({ method, path, answer });
    },
  };
}

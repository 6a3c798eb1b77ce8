/**
 * What real visitors measured of one remote, stable against canary, and whether the canary may be
 * promoted. Reads telemetry_summary() (supabase/migrations/20261128150000_telemetry.sql) with the
 * service role: the telemetry table itself is out of every client's reach.
 */

/** Samples of INP each side needs before its p75 is compared. */
export const MIN_INP_SAMPLES = 20;
/** Page views each side needs before error rates are compared. */
export const MIN_PAGE_VIEWS = 10;
/** The canary may not be worse than this: error rate × 2, p75 INP + 50 ms. */
export const MAX_ERROR_RATE_FACTOR = 2;
export const MAX_INP_REGRESSION_MS = 50;

/** `1h`, `30m`, `2d` → milliseconds. */
export function parseSince(text) {
  const match = /^(\d+)\s*([mhd])$/.exec(text ?? '');
  if (!match) throw new Error(`--since takes a duration such as 30m, 1h or 2d (got ${text})`);
  return Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2]];
}

/** Adds the rows of one side (several versions can have been stable in the window: only the current one counts). */
function side(rows, version) {
  const row = rows.find((candidate) => candidate.version === version);
  if (!row) return { version, pageViews: 0, errors: 0, errorRate: null, lcp: [null, 0], inp: [null, 0], cls: [null, 0] };
  const pageViews = Number(row.page_views);
  const errors = Number(row.errors);
  return {
    version,
    pageViews,
    errors,
    errorRate: pageViews > 0 ? errors / pageViews : null,
    lcp: [row.lcp_p75, Number(row.lcp_samples)],
    inp: [row.inp_p75, Number(row.inp_samples)],
    cls: [row.cls_p75, Number(row.cls_samples)],
  };
}

/** Reads the summary of `remote` since `sinceMs` ago. */
export async function fetchEvidence({ url, serviceKey, remote, stableVersion, canaryVersion, sinceMs, now = Date.now() }) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/telemetry_summary`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ remote_name: remote, since: new Date(now - sinceMs).toISOString() }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`telemetry_summary at ${url} answered ${response.status}: ${await response.text()}`);
  const rows = await response.json();
  return { stable: side(rows, stableVersion), canary: canaryVersion ? side(rows, canaryVersion) : null };
}

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const score = (value) => (value === null ? '—' : value.toFixed(3));
const percent = (value) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);

/** The status table, one column per side. */
export function formatEvidence(remote, { stable, canary }, sinceText) {
  const sides = [['stable', stable], ...(canary ? [['canary', canary]] : [])];
  const rows = [
    ['', ...sides.map(([label, s]) => `${label} ${s.version}`)],
    ['page views', ...sides.map(([, s]) => String(s.pageViews))],
    ['errors', ...sides.map(([, s]) => `${s.errors} (${percent(s.errorRate)})`)],
    ['p75 LCP', ...sides.map(([, s]) => `${ms(s.lcp[0])} (n=${s.lcp[1]})`)],
    ['p75 INP', ...sides.map(([, s]) => `${ms(s.inp[0])} (n=${s.inp[1]})`)],
    ['p75 CLS', ...sides.map(([, s]) => `${score(s.cls[0])} (n=${s.cls[1]})`)],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('   ')
      .trimEnd(),
  );
  return [`${remote} since ${sinceText} ago${canary ? '' : ' (no canary)'}`, ...lines].join('\n');
}

/**
 * Why the canary must not be promoted, one reason per line (none: it may be). A comparison is made
 * only with enough samples on both sides; a stable without errors counts as a rate of one error in
 * its page views, so a canary that throws while the stable never did is still caught.
 */
export function promotionBlockers({ stable, canary }) {
  const reasons = [];
  if (!canary) return reasons;
  if (stable.pageViews >= MIN_PAGE_VIEWS && canary.pageViews >= MIN_PAGE_VIEWS) {
    const stableRate = Math.max(stable.errors, 1) / stable.pageViews;
    if (canary.errorRate > MAX_ERROR_RATE_FACTOR * stableRate)
      reasons.push(
        `its error rate ${percent(canary.errorRate)} is more than ${MAX_ERROR_RATE_FACTOR}× the stable's ${percent(stable.errorRate)}`,
      );
  }
  const [stableInp, stableN] = stable.inp;
  const [canaryInp, canaryN] = canary.inp;
  if (stableN >= MIN_INP_SAMPLES && canaryN >= MIN_INP_SAMPLES && canaryInp - stableInp > MAX_INP_REGRESSION_MS)
    reasons.push(`its p75 INP ${ms(canaryInp)} is more than ${MAX_INP_REGRESSION_MS} ms worse than the stable's ${ms(stableInp)}`);
  return reasons;
}

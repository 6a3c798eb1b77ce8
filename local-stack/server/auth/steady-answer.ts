/**
 * Endpoints that take an e-mail address and mail it a link (`/recover`, `/otp`, `/resend`) do
 * different work for addresses with and without an account: a token stored and a mail sent,
 * an account created, or nothing at all (a few ms apart). They answer at a fixed time after the
 * request arrived instead, so the response time does not tell which addresses have accounts.
 */

/** Well above what the work takes (5–25 ms measured locally), well below what a person notices. */
export const EMAIL_LINK_ANSWER_MS = 200;

/** Runs `work` and settles, with its result or its error, no sooner than `answerMs` after it started. */
export async function answerSteadily<T>(answerMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = answerMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

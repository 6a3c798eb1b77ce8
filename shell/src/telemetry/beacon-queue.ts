/**
 * Events wait here and leave in batches with `navigator.sendBeacon` (which outlives the page): a
 * few seconds after the first one, and at once when the page is hidden or left. A batch holds at
 * most MAX_BATCH events, as the telemetry function accepts; it is sent as text/plain, which needs
 * no CORS preflight.
 */
export const MAX_BATCH = 50;
export const FLUSH_AFTER_MS = 5_000;
/** Events kept while waiting; a page producing more (an error loop) drops the excess. */
const MAX_WAITING = 200;

export type Send = (url: string, body: Blob) => boolean;

export class BeaconQueue<T> {
  private waiting: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly send: Send = (to, body) => navigator.sendBeacon(to, body),
  ) {}

  push(event: T): void {
    if (this.waiting.length >= MAX_WAITING) return;
    this.waiting.push(event);
    this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.waiting.length > 0) {
      const events = this.waiting.splice(0, MAX_BATCH);
      this.send(this.url, new Blob([JSON.stringify({ events })], { type: 'text/plain' }));
    }
  }

  /** Sends what waits whenever the page is hidden or left (a visitor closing the tab included). */
  flushWhenHidden(): void {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flush();
    });
    window.addEventListener('pagehide', () => this.flush());
  }
}

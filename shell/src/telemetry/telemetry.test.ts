import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_VERSION, type Deployment } from '@marquee/shared/federation';
import { BeaconQueue, FLUSH_AFTER_MS, MAX_BATCH } from './beacon-queue';
import { errorNameOf, recordRenderError, reportRemoteLoadFailure, takeErrors, type RecordedError } from './early-events';
import { PageLoadTimeoutError } from '../routes/page-load-deadline';
import { tagsOf } from './rum';
import { parseTelemetrySettings } from './telemetry-settings';

afterEach(() => {
  vi.useRealTimers();
});

describe('telemetry settings (env.json)', () => {
  it('reports every page load by default, and has an off switch and a sampling rate', () => {
    expect(parseTelemetrySettings({})).toEqual({ enabled: true, sampleRate: 1, url: null });
    expect(parseTelemetrySettings({ telemetry: false }).enabled).toBe(false);
    expect(parseTelemetrySettings({ telemetry: { enabled: false } }).enabled).toBe(false);
    expect(parseTelemetrySettings({ telemetry: { sampleRate: 0.1, url: 'https://x.supabase.co/functions/v1/telemetry' } })).toEqual({
      enabled: true,
      sampleRate: 0.1,
      url: 'https://x.supabase.co/functions/v1/telemetry',
    });
    expect(parseTelemetrySettings({ telemetry: { sampleRate: 7, url: 'javascript:alert(1)' } })).toEqual({
      enabled: true,
      sampleRate: 1,
      url: null,
    });
  });
});

describe('beacon queue', () => {
  it('sends what waits a few seconds after the first event, in batches the function accepts', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const queue = new BeaconQueue<number>('https://x/functions/v1/telemetry', (_url, body) => {
      void body.text().then((text) => sent.push(JSON.parse(text)));
      return true;
    });
    for (let i = 0; i < MAX_BATCH + 2; i += 1) queue.push(i);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[0] as { events: number[] }).events).toHaveLength(MAX_BATCH);
    expect((sent[1] as { events: number[] }).events).toEqual([MAX_BATCH, MAX_BATCH + 1]);
  });
});

const deployment: Deployment = {
  problems: [],
  remotes: [
    { name: 'mf_search', entry: 'https://r/2/remoteEntry.js', version: '0.2.0+bbb', platform: '^1.0.0', routes: [], canary: true },
    { name: 'mf_movie', entry: 'https://r/1/remoteEntry.js', version: '0.1.0+aaa', platform: '^1.0.0', routes: [] },
  ],
};

describe('what an event says', () => {
  it("is the route's pattern, its remote, that remote's version and channel, and the platform version", () => {
    expect(tagsOf({ route: '/search', remote: 'mf_search' }, deployment, PLATFORM_VERSION)).toEqual({
      route: '/search',
      remote: 'mf_search',
      version: '0.2.0+bbb',
      platform: PLATFORM_VERSION,
      canary: true,
    });
    expect(tagsOf({ route: '/movie/:id', remote: 'mf_movie' }, deployment, PLATFORM_VERSION)?.canary).toBe(false);
    expect(tagsOf({ route: '/x', remote: 'mf_gone' }, deployment, PLATFORM_VERSION)).toBeNull();
    expect(tagsOf(null, deployment, PLATFORM_VERSION)).toBeNull();
  });

  it("keeps an error's kind and constructor name, never its message, once however often it is met", () => {
    const received: RecordedError[] = [];
    window.history.replaceState(null, '', '/movie/42?q=private');
    const thrown = new TypeError('secret@example.com is not a function');
    recordRenderError(thrown, true);
    recordRenderError(thrown, true);
    reportRemoteLoadFailure(
      { remote: 'mf_search', path: '/search', module: 'SearchPage', title: 'Search', guard: 'public', layout: 'main' },
      new PageLoadTimeoutError('mf_search/SearchPage'),
    );
    takeErrors((event) => received.push(event));
    expect(received).toEqual([
      { error: 'boundary', name: 'TypeError', at: '/movie/42' },
      { error: 'remote-timeout', name: 'PageLoadTimeoutError', at: { route: '/search', remote: 'mf_search' } },
    ]);
    expect(JSON.stringify(received)).not.toContain('secret');
    expect(errorNameOf('a string')).toBeUndefined();
  });
});

/**
 * What a deployment says about real-user monitoring, in the shell's `/env.json`:
 *
 *   "telemetry": { "enabled": true, "sampleRate": 0.1, "url": "https://<ref>.supabase.co/functions/v1/telemetry" }
 *
 * `enabled: false` is the off switch; `sampleRate` (0–1, default 1) is the share of page loads
 * that report; `url` defaults to the `telemetry` function of the deployment's Supabase project.
 */
import { telemetryGiven, telemetrySwitchedOff } from './telemetry-switch';

export interface TelemetrySettings {
  enabled: boolean;
  sampleRate: number;
  url: string | null;
}

export const DEFAULT_TELEMETRY: TelemetrySettings = { enabled: true, sampleRate: 1, url: null };

export function parseTelemetrySettings(env: unknown): TelemetrySettings {
  const given = telemetryGiven(env);
  if (given === false) return { ...DEFAULT_TELEMETRY, enabled: false };
  if (typeof given !== 'object' || given === null) return DEFAULT_TELEMETRY;
  const { sampleRate, url } = given as Record<string, unknown>;
  return {
    enabled: !telemetrySwitchedOff(env),
    sampleRate: typeof sampleRate === 'number' && sampleRate >= 0 && sampleRate <= 1 ? sampleRate : DEFAULT_TELEMETRY.sampleRate,
    url: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null,
  };
}

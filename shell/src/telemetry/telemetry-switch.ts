/** env.json's `telemetry` value, whatever its shape. */
export function telemetryGiven(env: unknown): unknown {
  return typeof env === 'object' && env !== null ? (env as { telemetry?: unknown }).telemetry : undefined;
}

/**
 * Whether a deployment switched real-user monitoring off (`"telemetry": false`, or
 * `{ "enabled": false }`): read at start-up, before anything of the monitoring is loaded.
 */
export function telemetrySwitchedOff(env: unknown): boolean {
  const given = telemetryGiven(env);
  return given === false || (typeof given === 'object' && given !== null && (given as { enabled?: unknown }).enabled === false);
}

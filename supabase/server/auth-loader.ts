/**
 * The auth service lives in `./auth/` (another module, built separately). It is imported
 * lazily so the rest of the stack, and its tests, run even when it is missing or broken:
 * `/auth/v1` then answers 503 with the reason.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AuthServiceOptions } from './auth/route-types.ts';
import type { ServiceHandler } from './http-types.ts';

export async function loadAuthService(
  moduleUrl: URL = new URL('./auth/index.ts', import.meta.url),
  options: AuthServiceOptions = {},
): Promise<{ handler: ServiceHandler; available: boolean; reason?: string }> {
  let reason: string;
  if (!fs.existsSync(fileURLToPath(moduleUrl))) {
    reason = `${fileURLToPath(moduleUrl)} does not exist yet`;
  } else {
    try {
      const mod = (await import(moduleUrl.href)) as { createAuthService?: unknown };
      if (typeof mod.createAuthService === 'function') {
        return { handler: (mod.createAuthService as (o: AuthServiceOptions) => ServiceHandler)(options), available: true };
      }
      reason = 'server/auth/index.ts does not export createAuthService';
    } catch (error) {
      console.error('[auth] failed to load the auth service:', error);
      reason = `server/auth/index.ts failed to load: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const handler: ServiceHandler = async () =>
    Response.json({ code: 503, error_code: 'service_unavailable', msg: `Auth service unavailable: ${reason}` }, { status: 503 });
  return { handler, available: false, reason };
}

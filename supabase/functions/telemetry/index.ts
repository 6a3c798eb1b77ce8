/**
 * Deno entry for hosted Supabase. Deploy with JWT verification off (`verify_jwt = false`):
 * `navigator.sendBeacon` sends no Authorization header. The handler bounds and checks everything.
 */
import { handler } from './handler.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => handler(request, Deno.env.toObject()));

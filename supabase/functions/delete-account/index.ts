/**
 * Deno entry for hosted Supabase. Deploy with JWT verification on (the default): the platform
 * refuses calls without a valid token before the handler runs, and the handler checks the
 * token again with the auth service before it deletes anything.
 */
import { handler } from './handler.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => handler(request, Deno.env.toObject()));

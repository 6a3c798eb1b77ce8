/** The deployable apps of Marquee and their ports: read from the repo root's apps.json. */
export { APPS, BACKEND_PORT as SUPABASE_PORT, REMOTES, SHELL } from '../shared/build/apps.mjs';

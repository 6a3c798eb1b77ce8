/**
 * Vitest setup file (with `frontendTestConfig({ stack: true })`): the app's public config points
 * at the run's local stack, so code that reads it (the storage origin avatars must come from, the
 * page's own client) agrees with the clients the tests use.
 */
import { inject } from 'vitest';
import { setPublicConfig } from '@marquee/shared/config';

const stack = inject('marqueeStack');
setPublicConfig({ supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey });

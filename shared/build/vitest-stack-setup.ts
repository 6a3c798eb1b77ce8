/**
 * Vitest global setup for front-end packages whose tests need data: starts the local Supabase
 * stack once per run (in-memory PGlite, random loopback port) and hands its address and keys to
 * the tests, which reach it through the real supabase-js (`@marquee/shared/testing`).
 */
import type { TestProject } from 'vitest/node';
import { startTestStack } from '@marquee/local-stack/testing';
import type { TestStackAddress } from '../src/testing/test-stack-address.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every test signs a fresh account in: the per-client sign-in limit would refuse the tenth.
  const stack = await startTestStack({ auth: { rateLimits: { sign_in_sign_ups: 0 } } });
  const address: TestStackAddress = {
    url: stack.url,
    anonKey: stack.stack.config.anonKey,
    serviceRoleKey: stack.stack.config.serviceRoleKey,
  };
  project.provide('marqueeStack', address);
  return () => stack.stop();
}

/**
 * The suite's `test`: Playwright's, with the candidate deployment map (E2E_REMOTE_MAP) answered
 * in place of the shell's /remotes.json in every page of the test, so "the production shell with
 * this candidate remote" needs no deployment of its own.
 */
import fs from 'node:fs';
import { test as base, type BrowserContext } from '@playwright/test';
import { CANDIDATE_MAP } from './environment';

let candidate: Promise<string> | null = null;

function candidateMap(): Promise<string> {
  candidate ??= (async () => {
    if (!CANDIDATE_MAP) throw new Error('no candidate map');
    if (/^https?:/.test(CANDIDATE_MAP)) return (await fetch(CANDIDATE_MAP)).text();
    return fs.readFileSync(CANDIDATE_MAP, 'utf8');
  })();
  return candidate;
}

/** Answers /remotes.json with the candidate map in this context, when one is given. */
export async function useCandidateMap(context: BrowserContext): Promise<void> {
  if (!CANDIDATE_MAP) return;
  const body = await candidateMap();
  await context.route(/\/remotes\.json(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

/** The deployment map the browser gets: the candidate, or what the shell at `baseUrl` serves. */
export async function deployedMap(baseUrl: string): Promise<Record<string, { manifest: string; entry: string; version: string }>> {
  const text = CANDIDATE_MAP ? await candidateMap() : await (await fetch(`${baseUrl}/remotes.json`)).text();
  return JSON.parse(text) as Record<string, { manifest: string; entry: string; version: string }>;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await useCandidateMap(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';

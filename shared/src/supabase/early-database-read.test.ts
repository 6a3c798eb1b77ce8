import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicConfig } from '@marquee/shared/config';
import { databaseReadUrl, untakenEarlyReads } from '@marquee/shared/first-paint';
import { startDatabaseRead } from '@marquee/shared/first-paint/early-reads';
import { arrivedDatabaseRead, takeDatabaseRead } from './early-database-read';

const read = { rpc: 'list_page', args: { owner_username: 'ada', list_slug: 'best-of' } };
const asIs = (data: unknown) => data;
const url = () => databaseReadUrl(getPublicConfig().supabaseUrl, read);

function answerWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response)),
  );
  return startDatabaseRead(url(), 'anon-key');
}

describe("a page's first read of the database, made early", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is at hand for the first render once arrived, and taken then', async () => {
    await answerWith(new Response(JSON.stringify({ list: { name: 'Best of' } }), { status: 200 }));
    expect(arrivedDatabaseRead(read, asIs)).toEqual({ data: { list: { name: 'Best of' } } });
    expect(untakenEarlyReads()).toEqual([]);
    expect(arrivedDatabaseRead(read, asIs)).toBeUndefined();
  });

  it('answers null as data of its own: the function found nothing', async () => {
    void answerWith(new Response('null', { status: 200 }));
    await expect(takeDatabaseRead(read, asIs)).resolves.toEqual({ data: null });
    await expect(takeDatabaseRead(read, asIs)).resolves.toBeUndefined();
  });

  it('gives nothing for a failure, so the page asks through its client', async () => {
    await answerWith(new Response('{"message":"no"}', { status: 401 }));
    expect(arrivedDatabaseRead(read, asIs)).toBeUndefined();
    await expect(takeDatabaseRead(read, asIs)).resolves.toBeUndefined();
    await expect(takeDatabaseRead(read, asIs)).resolves.toBeUndefined();
  });

  it('gives nothing for an answer the page does not expect, and leaves nothing behind: the page asks through its client', async () => {
    const refuse = (): never => {
      throw new Error('Unexpected answer for list_page');
    };
    await answerWith(new Response('[1, 2]', { status: 200 }));
    expect(arrivedDatabaseRead(read, refuse)).toBeUndefined();
    await expect(takeDatabaseRead(read, refuse)).resolves.toBeUndefined();
    expect(untakenEarlyReads()).toEqual([]);
  });
});

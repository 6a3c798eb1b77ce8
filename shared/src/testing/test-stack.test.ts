import { describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount } from './test-stack';

describe('the test stack', () => {
  it('gives each test a real signed-in account whose rows row level security keeps private', async () => {
    const alice = await createTestAccount({ username: 'alice_stack' });
    expect(alice.username).toBe('alice_stack');
    const added = await alice.client.from('favorites').insert({ movie_id: 11, title: 'Star Wars' }).select('movie_id').single();
    expect(added.error).toBeNull();
    const own = await alice.client.from('favorites').select('movie_id').eq('user_id', alice.id);
    expect(own.data).toEqual([{ movie_id: 11 }]);
    const visitor = await anonTestClient().from('favorites').select('movie_id').eq('user_id', alice.id);
    expect(visitor.data).toEqual([]);
  });
});

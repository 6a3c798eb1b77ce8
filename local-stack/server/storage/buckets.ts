/** Bucket lookups. Like storage-api, they run as the owner: bucket rows carry limits, not secrets. */
import type { Db } from '../db/types.ts';

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`;

export async function findBucket(db: Db, id: string): Promise<Bucket | null> {
  const result = await db.query<Bucket>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function listBuckets(db: Db): Promise<Bucket[]> {
  return (await db.query<Bucket>(`select ${COLUMNS} from storage.buckets order by name`)).rows;
}

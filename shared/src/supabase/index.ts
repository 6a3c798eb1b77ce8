/**
 * `@marquee/shared/supabase` (platform): the page's one Supabase client, and the provider that
 * lets a subtree (a test) use another one.
 */
export { getSupabase, loadSupabase } from './page-client';
export { SupabaseClientProvider, useSupabaseClient, useSupabaseClientLater } from './client-context';
export { arrivedDatabaseRead, takeDatabaseRead, type EarlyData } from './early-database-read';
export type { SupabaseClient } from './client-type';
export type { Database, Tables, TablesInsert } from './database.types';
export type { Session, User, AuthChangeEvent } from '@supabase/supabase-js';

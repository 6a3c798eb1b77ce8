/**
 * The Supabase client of this project: typed by the schema (`database.types.ts`, generated from
 * the migrations), so a query naming a column that does not exist fails the type-check.
 */
import type { SupabaseClient as UntypedSupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

export type SupabaseClient = UntypedSupabaseClient<Database>;

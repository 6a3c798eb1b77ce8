/** The most films the database takes in one import batch (import_letterboxd_batch refuses more). */
export const IMPORT_BATCH_SIZE = 50;

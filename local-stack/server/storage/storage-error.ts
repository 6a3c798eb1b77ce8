/**
 * Storage API errors as hosted Supabase answers them: the body carries the real status as a
 * string `statusCode`, while the HTTP status is 400 for client errors (storage-api's legacy
 * `userStatusCode`), which is what supabase-js's StorageApiError reports.
 */
import { DbError } from '../db/db-error.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    const status = this.statusCode === '500' ? 500 : 400;
    return Response.json({ statusCode: this.statusCode, error: this.error, message: this.message }, { status });
  }
}

export const storageErrors = {
  objectNotFound: () => new StorageError('404', 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError('404', 'Bucket not found', 'Bucket not found'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists'),
  tooLarge: () => new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeNotSupported: (mime: string) => new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`),
  contentMismatch: (mime: string) => new StorageError('415', 'invalid_mime_type', `file content does not match mime type ${mime}`),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError('403', 'Unauthorized', message),
  badRequest: (message: string) => new StorageError('400', 'Bad Request', message),
  notFound: () => new StorageError('404', 'Not Found', 'Route not found'),
};

export function storageErrorFrom(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof DbError) {
    if (error.code === '42501') return new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
    if (error.code === '23505') return storageErrors.duplicate();
    if (error.code === '23503') return storageErrors.bucketNotFound();
  }
  console.error('[storage]', error);
  return new StorageError('500', 'Internal', error instanceof Error ? error.message : String(error));
}

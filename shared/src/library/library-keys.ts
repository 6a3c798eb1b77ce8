/**
 * Query keys of the library. Every key starts with the user's id, so one account's rows are
 * never shown to the next person who signs in on the same page, and each kind has one prefix
 * (`libraryKeys.kind(user, 'favorites')`) that a change invalidates in one call.
 */
import type { LibraryKind } from './types';

export const libraryKeys = {
  all: ['library'] as const,
  user: (userId: string) => [...libraryKeys.all, userId] as const,
  kind: (userId: string, kind: LibraryKind) => [...libraryKeys.user(userId), kind] as const,
  status: (userId: string, kind: LibraryKind, movieId: number) => [...libraryKeys.kind(userId, kind), 'status', movieId] as const,
  list: (userId: string, kind: LibraryKind) => [...libraryKeys.kind(userId, kind), 'list'] as const,
  count: (userId: string, kind: LibraryKind) => [...libraryKeys.kind(userId, kind), 'count'] as const,
};

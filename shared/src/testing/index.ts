/**
 * Test-only (`@marquee/shared/testing`): the fakes and the renderer every package's tests share.
 * Production code must never import it: it pulls in Vitest and Testing Library, and as a
 * `@marquee/shared/*` entry it would be shipped to every page as a federation module.
 */
export { createFakeAuthStore, fakeSession, fakeUser, type FakeAuthStore } from './fake-auth-store';
export { IMAGE_BASE, createFakeTmdb, makeMovie, makePage, type FakeTmdbOptions, type TmdbAnswer } from './fake-tmdb';
export { ControlledIntersectionObserver } from './controlled-intersection-observer';
export { memoryStorage } from './memory-storage';
export { partBoxes } from './part-boxes';
export { Landed, renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { anonTestClient, createTestAccount, serviceTestClient, testStackAddress, type TestAccount } from './test-stack';
export type { TestStackAddress } from './test-stack-address';
export { createNetworkControl, type ForcedAnswer, type NetworkControl, type RecordedRequest } from './network-control';
export { installedFile } from './patched-dependencies';
export { clientNeverAsked, handOverDatabaseRead } from './early-database-read';

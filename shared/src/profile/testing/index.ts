/** Test doubles for `@marquee/shared/profile` (`@marquee/shared/profile/testing`); tests only. */
export {
  FAKE_SUPABASE_URL,
  createFakeProfileSupabase,
  fakeProfileRow,
  type FakeError,
  type FakeProfileSupabase,
  type QueryAnswer,
  type RecordedQuery,
  type RecordedUpload,
} from './fake-profile-supabase';

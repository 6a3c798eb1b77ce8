/** Profile data: the profile row, its counts, username and avatar updates. */
export { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarExtension, avatarFileProblem, avatarPath, type AvatarFileProblem } from './avatar-file';
export { getProfile, profileQueryOptions, useProfile } from './get-profile';
export { COUNTED_TABLES, countUserRows, getProfileStats, profileStatsQueryOptions, useProfileStats, type CountedTable, type ProfileStats } from './get-profile-stats';
export { profileKeys } from './profile-keys';
export { USERNAME_TAKEN_MESSAGE, UsernameTakenError, isUniqueViolation } from './profile-errors';
export { UPDATE_USERNAME_FALLBACK, updateUsername, useUpdateUsername } from './update-username';
export { AVATAR_BUCKET, UPLOAD_AVATAR_FALLBACK, uploadAvatar, useUploadAvatar, type UploadAvatarOptions } from './upload-avatar';
export { useRefreshProfileData } from './use-refresh-profile-data';

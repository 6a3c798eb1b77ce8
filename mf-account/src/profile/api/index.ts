/** Profile data: the profile row, its counts, username and avatar updates. */
export { AVATAR_TYPES, avatarFileProblem } from './avatar-file';
export { useProfileStats, type ProfileStats } from './get-profile-stats';
export { UsernameTakenError } from './profile-errors';
export { UPDATE_USERNAME_FALLBACK, updateUsername, useUpdateUsername } from './update-username';
export { UPLOAD_AVATAR_FALLBACK, uploadAvatar, useUploadAvatar } from './upload-avatar';

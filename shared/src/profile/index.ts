/** A member's profile (`@marquee/shared/profile`): the avatar's size limit. */
export { AVATAR_MAX_BYTES, formatFileSize } from './avatar-limit';

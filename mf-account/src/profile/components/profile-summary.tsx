import type { Profile } from '@marquee/shared/auth';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { Link as RouterLinkBase } from 'react-router';
import { buildPath, paths } from '@marquee/shared/routes';
import { ELEVATED_CARD, PLAIN_LINK } from '@marquee/shared/styles';
import { CalendarIcon, chakra } from '@marquee/shared/ui';
import { formatAccountDate } from '../lib/join-date';
import { AvatarUpload } from './avatar-upload';
import { MailIcon } from './profile-icons';
import { UsernameEditor } from './username-editor';

/**
 * Chakra's elevated card, laid out as the summary: one styled element whose plain parts (the
 * details, the facts under the name, the link to the public profile) are styled by its selectors.
 */
const SummaryCard = chakra('div', {
  base: {
    ...ELEVATED_CARD,
    flexDirection: { base: 'column', md: 'row' },
    alignItems: 'center',
    gap: { base: '4', md: '8' },
    borderRadius: '2xl',
    overflow: 'hidden',
    p: '6',
    '& > [data-part=details]': {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      flex: '1',
      minWidth: '0',
      width: 'full',
      alignItems: { base: 'center', md: 'flex-start' },
      textAlign: { base: 'center', md: 'start' },
    },
    '& [data-part=facts]': {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: 'center',
      gap: { base: '1', sm: '5' },
      color: 'fg.muted',
      fontSize: 'sm',
    },
    '& [data-part=fact]': { display: 'flex', alignItems: 'center', gap: '1.5' },
    // The address may be long: it is cut short with an ellipsis, never the join date.
    '& [data-part=fact][data-email]': { minWidth: '0' },
    '& [data-part=fact][data-email] > svg': { flexShrink: '0' },
    '& [data-part=fact][data-email] > p': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // Chakra's Link, plain variant, in the brand's orange.
    '& [data-part=public-profile]': { ...PLAIN_LINK, color: 'orange.fg', fontWeight: 'medium' },
  },
});

/** Who this is: avatar (with upload), username (with edit mode), e-mail and join date. */
export function ProfileSummary({ profile, email }: { profile: Profile; email: string | undefined }) {
  return (
    <SummaryCard>
      <AvatarUpload username={profile.username} avatarUrl={trustedAvatarUrl(profile.avatar_url) ?? null} />
      <div data-part="details">
        {/* Keyed by the saved name: after a save, the editor starts from the new one. */}
        <UsernameEditor key={profile.username} username={profile.username} />
        <div data-part="facts">
          {email ? (
            <div data-part="fact" data-email="">
              <MailIcon />
              <p>{email}</p>
            </div>
          ) : null}
          <div data-part="fact">
            <CalendarIcon />
            <p>Joined {formatAccountDate(profile.created_at)}</p>
          </div>
          <RouterLinkBase data-part="public-profile" to={buildPath(paths.publicProfile, { username: profile.username })}>
            View public profile
          </RouterLinkBase>
        </div>
      </div>
    </SummaryCard>
  );
}

import type { Profile } from '@marquee/shared/auth';
import { Heading, chakra } from '@marquee/shared/ui';
import { OUTLINE_CARD } from '@marquee/shared/styles';
import { formatAccountDate } from '../lib/join-date';

/** Chakra's outline card with its header and body, as one styled element over plain parts. */
const InformationCard = chakra('div', {
  base: {
    ...OUTLINE_CARD,
    gap: '3',
    borderRadius: 'xl',
    p: '6',
    '& > dl': {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
      columnGap: '6',
      rowGap: { base: '1', sm: '3' },
    },
    '& > dl > div': { display: 'contents' },
    '& dt': { color: 'fg.muted', fontSize: 'sm', mt: { base: '2', sm: '0' } },
    '& dd': { fontWeight: 'medium', wordBreak: 'break-word' },
  },
});

/** Email, username and creation date, as a description list. */
export function AccountInformation({ profile, email }: { profile: Profile; email: string | undefined }) {
  const rows: [label: string, value: string][] = [
    ['Email', email ?? '—'],
    ['Username', profile.username],
    ['Account created', formatAccountDate(profile.created_at)],
  ];
  return (
    <InformationCard>
      <Heading as="h3" size="md">
        Account Information
      </Heading>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </InformationCard>
  );
}

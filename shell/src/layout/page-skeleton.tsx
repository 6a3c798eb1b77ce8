import { placeholderBone as bone, placeholderPulse } from '@marquee/shared/movies';
import { chakra } from '@marquee/shared/ui';

/**
 * What a page looks like while its remote's code or auth state is on the way. It shows on every
 * cold start, when the CPU is busiest: one styled element with plain children, not dozens of
 * Chakra components, pulsing as a whole (one animation, not one per shape).
 */
const Placeholder = chakra('div', {
  base: {
    ...placeholderPulse,
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    '& > [data-part=title]': { ...bone, height: '9', width: '60', maxWidth: '80%' },
    '& > [data-part=subtitle]': { ...bone, height: '4', width: '80', maxWidth: '90%', mt: '-3' },
    '& > [data-part=grid]': {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(5, 1fr)' },
      gap: '5',
    },
    '& [data-part=poster]': { ...bone, aspectRatio: '2 / 3', borderRadius: 'lg' },
  },
});

export function PageSkeleton() {
  return (
    <Placeholder role="status" aria-busy="true" aria-label="Loading" data-testid="page-skeleton">
      <div data-part="title" />
      <div data-part="subtitle" />
      <div data-part="grid">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} data-part="poster" />
        ))}
      </div>
    </Placeholder>
  );
}

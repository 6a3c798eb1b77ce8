import { Badge, type BadgeProps } from '@marquee/shared/ui';

export const COMING_SOON = 'Coming Soon';

export function ComingSoonBadge(props: BadgeProps) {
  return (
    <Badge colorPalette="orange" variant="solid" {...props}>
      {COMING_SOON}
    </Badge>
  );
}

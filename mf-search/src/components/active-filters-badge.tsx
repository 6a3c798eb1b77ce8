/** How many filters differ from the defaults, or nothing when none do. */
import { Badge } from '@marquee/shared/ui';

export function ActiveFiltersBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      borderRadius="full"
      aria-label={`${count} active ${count === 1 ? 'filter' : 'filters'}`}
      data-testid="active-filters-badge"
    >
      {count}
    </Badge>
  );
}

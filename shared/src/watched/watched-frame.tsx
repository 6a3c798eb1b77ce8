/** The "Watched" button as drawn: pressed or not, for a guest, a member, or while a member's state loads. */
import { Button, type ButtonProps } from '@marquee/shared/ui';
import { EyeIcon } from './eye-icon';
import type { WatchedMovie } from './watched-api';

type WatchedToggleSize = ButtonProps['size'];

export interface WatchedToggleProps {
  movie: WatchedMovie;
  size?: WatchedToggleSize;
  width?: ButtonProps['width'];
}

export function Frame({
  pressed,
  disabled,
  onClick,
  size,
  width,
}: {
  pressed: boolean;
  disabled: boolean;
  onClick?: () => void;
  size?: WatchedToggleSize;
  width?: ButtonProps['width'];
}) {
  return (
    <Button
      aria-pressed={pressed}
      colorPalette="green"
      variant={pressed ? 'solid' : 'outline'}
      size={size}
      width={width}
      disabled={disabled}
      onClick={onClick}
    >
      <EyeIcon fill={pressed ? 'currentColor' : 'none'} stroke={pressed ? 'var(--chakra-colors-bg)' : 'currentColor'} />
      Watched
    </Button>
  );
}

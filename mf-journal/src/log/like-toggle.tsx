import { Button, HeartIcon } from '@marquee/shared/ui';

/** "Like": a heart toggle, pressed when the member liked the film. */
export function LikeToggle({ liked, onChange }: { liked: boolean; onChange(liked: boolean): void }) {
  return (
    <Button
      type="button"
      aria-pressed={liked}
      variant={liked ? 'solid' : 'outline'}
      colorPalette="red"
      size="sm"
      onClick={() => onChange(!liked)}
    >
      <HeartIcon fill={liked ? 'currentColor' : 'none'} />
      Like
    </Button>
  );
}

/** Grid or list (grid by default), as two pressed/unpressed buttons. */
import { GridIcon, HStack, IconButton, ListIcon } from '@marquee/shared/ui';

export type ViewMode = 'grid' | 'list';

export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <HStack gap="1" role="group" aria-label="View mode">
      {(
        [
          { mode: 'grid', label: 'Grid view', Icon: GridIcon },
          { mode: 'list', label: 'List view', Icon: ListIcon },
        ] as const
      ).map(({ mode, label, Icon }) => (
        <IconButton
          key={mode}
          aria-label={label}
          aria-pressed={value === mode}
          size="sm"
          variant={value === mode ? 'solid' : 'outline'}
          colorPalette={value === mode ? 'orange' : 'gray'}
          onClick={() => onChange(mode)}
        >
          <Icon />
        </IconButton>
      ))}
    </HStack>
  );
}

import { cloneElement, useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { Menu, preloadMenu } from '@marquee/shared/ui';

interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface MenuOnDemandProps {
  /** The button that opens the menu (an IconButton, a Button). */
  trigger: ReactElement<TriggerProps>;
  /** The menu's Portal, Positioner and Content; a function when they come with `preload`'s code. */
  children: ReactNode | (() => ReactNode);
  /** More code the menu's content needs, downloaded with the menu's own; answers whether it is there. */
  preload?: () => Promise<boolean>;
}

/**
 * A header menu whose code loads when it is first wanted: until then its button is a plain
 * button that says it opens a menu, preloads the menu code on pointer or focus, and on activation
 * (click, Enter, Space, an arrow key) mounts the real menu open, focus on its button.
 */
export function MenuOnDemand({ trigger, children, preload }: MenuOnDemandProps) {
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mounted) button.current?.focus();
  }, [mounted]);
  if (!mounted) {
    const load = () => Promise.all([preloadMenu(), preload?.() ?? true]).then((loaded) => loaded.every(Boolean));
    const open = () => {
      void load().then((loaded) => loaded && setMounted(true));
    };
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: open,
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open();
      },
    });
  }
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{cloneElement(trigger, { ref: button })}</Menu.Trigger>
      {typeof children === 'function' ? children() : children}
    </Menu.Root>
  );
}

/**
 * Tabs: the WAI-ARIA tabs pattern, drawn with Chakra's tabs recipe (the same elements, classes
 * and state attributes as Chakra's own Tabs), without a state machine.
 *
 * They render whole with their page: no code to load, so nothing is swapped in later. (Drawn
 * first as an inert stand-in and replaced by Chakra's machine-driven tabs once their chunk had
 * loaded, every panel's content was mounted twice on a phone: rendered again from scratch, its
 * queries cancelled and started again, and then a forced layout from the machine's focus check.)
 *
 * Keyboard: the arrow keys of the orientation move between the enabled tabs (looping), Home and
 * End go to the first and last; in the default automatic mode the focused tab is selected, in
 * manual mode Enter or Space selects it. Only the selected tab is in the tab order.
 */
import { createContext, useContext, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createSlotRecipeContext, dataAttr, withoutKeys, type ChakraTabs, type PartProps } from '@marquee/shared/ui';

/** The Root's props that set its behaviour rather than its element. */
const BEHAVIOUR_PROPS = [
  'activationMode',
  'defaultValue',
  'lazyMount',
  'loopFocus',
  'onValueChange',
  'orientation',
  'unmountOnExit',
  'value',
] as const;

type Orientation = 'horizontal' | 'vertical';

export type TabsRootProps = Omit<
  ChakraTabs.RootProps,
  'asChild' | 'composite' | 'deselectable' | 'getRootNode' | 'ids' | 'navigate' | 'onFocusChange' | 'translations'
> & { children?: ReactNode };
export type TabsListProps = Omit<ChakraTabs.ListProps, 'asChild'>;
export type TabsTriggerProps = Omit<ChakraTabs.TriggerProps, 'asChild'>;
export type TabsContentProps = Omit<ChakraTabs.ContentProps, 'asChild'>;
export type TabsContentGroupProps = Omit<ChakraTabs.ContentGroupProps, 'asChild'>;

interface TabsState {
  selected: string | null;
  select(value: string): void;
  /** Whether the panel of `value` is rendered (lazily mounted panels once first selected). */
  isMounted(value: string): boolean;
  triggerId(value: string): string;
  contentId(value: string): string;
  orientation: Orientation;
  dir: 'ltr' | 'rtl';
  automatic: boolean;
  loopFocus: boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} must be rendered inside Tabs.Root`);
  return state;
}

const styled = createSlotRecipeContext({ key: 'tabs' });
const RootBox = styled.withProvider<HTMLDivElement, PartProps>('div', 'root');
const ListBox = styled.withContext<HTMLDivElement, PartProps>('div', 'list');
const TriggerBox = styled.withContext<HTMLButtonElement, PartProps>('button', 'trigger');
const ContentBox = styled.withContext<HTMLDivElement, PartProps>('div', 'content');
const ContentGroupBox = styled.withContext<HTMLDivElement, PartProps>('div', 'contentGroup');

/** A DOM id made only of characters valid in one (a value may hold spaces). */
const idPart = (value: string): string => value.replace(/[^A-Za-z0-9_-]/g, (character) => `_${character.charCodeAt(0)}`);

function Root(props: TabsRootProps) {
  const {
    value,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    lazyMount = false,
    unmountOnExit = false,
    loopFocus = true,
    dir,
    id,
  } = props;
  const generatedId = useId();
  const base = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const selected = value !== undefined ? value : uncontrolled;
  // The panels selected so far: a lazily mounted panel stays mounted once it has been shown.
  // Adding the selected value while rendering is idempotent, so a controlled change counts too.
  const visited = useRef(new Set<string>());
  if (selected !== null) visited.current.add(selected);

  const direction = dir === 'rtl' ? 'rtl' : 'ltr';
  const state = useMemo<TabsState>(
    () => ({
      selected,
      select: (next) => {
        if (next === selected) return;
        if (value === undefined) setUncontrolled(next);
        onValueChange?.({ value: next });
      },
      isMounted: (panel) => panel === selected || (!unmountOnExit && (!lazyMount || visited.current.has(panel))),
      triggerId: (panel) => `tabs:${base}:trigger-${idPart(panel)}`,
      contentId: (panel) => `tabs:${base}:content-${idPart(panel)}`,
      orientation,
      dir: direction,
      automatic: activationMode !== 'manual',
      loopFocus,
    }),
    [selected, value, onValueChange, unmountOnExit, lazyMount, base, orientation, direction, activationMode, loopFocus],
  );

  return (
    <TabsContext.Provider value={state}>
      <RootBox
        {...withoutKeys(props, BEHAVIOUR_PROPS)}
        id={id}
        data-scope="tabs"
        data-part="root"
        data-orientation={orientation}
        dir={direction}
      />
    </TabsContext.Provider>
  );
}

/** The keys that move focus, by orientation and direction: -1 back, 1 forward, or an end. */
function moveFor(key: string, orientation: Orientation, dir: 'ltr' | 'rtl'): -1 | 1 | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (orientation === 'vertical') return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : null;
}

function List(props: TabsListProps) {
  const { orientation, dir, automatic, loopFocus, select } = useTabs('List');
  const { onKeyDown } = props;
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const move = moveFor(event.key, orientation, dir);
    const list = event.currentTarget;
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
    if (move === null || !current || current.closest('[role="tablist"]') !== list) return;
    // This list's enabled tabs, in document order (not those of tabs nested in a panel).
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter(
      (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
    );
    const index = tabs.indexOf(current);
    let next: HTMLButtonElement | undefined;
    if (move === 'first') next = tabs[0];
    else if (move === 'last') next = tabs[tabs.length - 1];
    else if (index >= 0) {
      const target = index + move;
      next = loopFocus ? tabs[(target + tabs.length) % tabs.length] : tabs[target];
    }
    if (!next) return;
    event.preventDefault();
    next.focus();
    const nextValue = next.dataset.value;
    if (automatic && nextValue !== undefined) select(nextValue);
  };
  return (
    <ListBox
      {...props}
      onKeyDown={handleKeyDown}
      data-scope="tabs"
      data-part="list"
      role="tablist"
      dir={dir}
      aria-orientation={orientation}
      data-orientation={orientation}
    />
  );
}

function Trigger(props: TabsTriggerProps) {
  const { selected, select, triggerId, contentId, orientation, dir } = useTabs('Trigger');
  const { value, disabled, onClick } = props;
  const isSelected = value === selected;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !disabled) select(value);
  };
  return (
    <TriggerBox
      {...withoutKeys(props, ['value'])}
      onClick={handleClick}
      id={triggerId(value)}
      data-scope="tabs"
      data-part="trigger"
      role="tab"
      type="button"
      dir={dir}
      data-orientation={orientation}
      data-value={value}
      aria-selected={isSelected}
      // Only the selected tab's panel is sure to be in the document (a lazily mounted one may not be).
      aria-controls={isSelected ? contentId(value) : undefined}
      data-selected={dataAttr(isSelected)}
      data-disabled={dataAttr(disabled)}
      disabled={disabled}
      tabIndex={isSelected ? 0 : -1}
    />
  );
}

function Content(props: TabsContentProps) {
  const { selected, isMounted, triggerId, contentId, orientation, dir } = useTabs('Content');
  const { value, children } = props;
  const isSelected = value === selected;
  // A panel not shown yet (lazyMount), or not shown now (unmountOnExit), is not rendered.
  if (!isMounted(value)) return null;
  return (
    <ContentBox
      {...withoutKeys(props, ['value', 'children'])}
      id={contentId(value)}
      aria-labelledby={triggerId(value)}
      data-scope="tabs"
      data-part="content"
      dir={dir}
      role="tabpanel"
      tabIndex={0}
      data-selected={dataAttr(isSelected)}
      data-orientation={orientation}
      data-state={isSelected ? 'open' : 'closed'}
      hidden={!isSelected}
    >
      {children}
    </ContentBox>
  );
}

/** Chakra's ContentGroup: a styled box around the panels, with no state of its own. */
const ContentGroup = (props: TabsContentGroupProps) => <ContentGroupBox {...props} />;

export const Tabs = { Root, List, Trigger, Content, ContentGroup };

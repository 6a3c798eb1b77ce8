/**
 * Tabs load with the first page that shows them, once it has settled: the tabs machine is not
 * part of the first page's code, and does not compete with its first screen. Until the code is
 * there the tabs are drawn as they will look, inert, with the selected panel in place.
 */
import { createSlotRecipeContext, type Tabs as ChakraTabs } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { dataAttr, inlineNamespace, lazyCode, withoutKeys, preloaderOf, type PartProps } from './lazy-namespace';

const tabsCode = lazyCode(() => import('./tabs-parts').then((module) => module.Tabs));

/** The Root's props that drive the machine rather than the element. */
const MACHINE_PROPS = [
  'activationMode',
  'composite',
  'defaultValue',
  'deselectable',
  'dir',
  'getRootNode',
  'id',
  'ids',
  'lazyMount',
  'loopFocus',
  'navigate',
  'onFocusChange',
  'onValueChange',
  'orientation',
  'translations',
  'unmountOnExit',
  'value',
] as const;

interface TabsState {
  value: string | null;
  orientation: 'horizontal' | 'vertical';
  dir: 'ltr' | 'rtl';
  lazyMount: boolean;
}

const TabsStateContext = createContext<TabsState>({ value: null, orientation: 'horizontal', dir: 'ltr', lazyMount: false });

const styled = createSlotRecipeContext({ key: 'tabs' });
const RootBox = styled.withProvider<HTMLDivElement, PartProps>('div', 'root');
const ListBox = styled.withContext<HTMLDivElement, PartProps>('div', 'list');
const TriggerBox = styled.withContext<HTMLButtonElement, PartProps>('button', 'trigger');
const ContentBox = styled.withContext<HTMLDivElement, PartProps>('div', 'content');
const ContentGroupBox = styled.withContext<HTMLDivElement, PartProps>('div', 'contentGroup');

function StandInRoot(props: PartProps) {
  const { value, defaultValue, orientation = 'horizontal', dir, lazyMount = false } = props as ChakraTabs.RootProps;
  const state: TabsState = {
    value: value !== undefined ? value : (defaultValue ?? null),
    orientation,
    dir: dir === 'rtl' ? 'rtl' : 'ltr',
    lazyMount,
  };
  return (
    <TabsStateContext.Provider value={state}>
      <RootBox
        {...withoutKeys(props, MACHINE_PROPS)}
        data-scope="tabs"
        data-part="root"
        data-orientation={state.orientation}
        dir={state.dir}
        inert
      />
    </TabsStateContext.Provider>
  );
}

function List(props: PartProps) {
  const { orientation, dir } = useContext(TabsStateContext);
  return (
    <ListBox
      {...props}
      data-scope="tabs"
      data-part="list"
      role="tablist"
      dir={dir}
      aria-orientation={orientation}
      data-orientation={orientation}
    />
  );
}

function Trigger(props: PartProps) {
  const { value: selected, orientation, dir } = useContext(TabsStateContext);
  const { value, disabled } = props;
  const isSelected = value === selected;
  return (
    <TriggerBox
      {...withoutKeys(props, ['value'])}
      data-scope="tabs"
      data-part="trigger"
      role="tab"
      type="button"
      dir={dir}
      data-orientation={orientation}
      data-value={value}
      aria-selected={isSelected}
      data-selected={dataAttr(isSelected)}
      data-disabled={dataAttr(disabled)}
      tabIndex={isSelected ? 0 : -1}
    />
  );
}

function Content(props: PartProps) {
  const { value: selected, orientation, dir, lazyMount } = useContext(TabsStateContext);
  const { value, children } = props as { value?: unknown; children?: ReactNode };
  const isSelected = value === selected;
  // A panel never selected is not rendered when the tabs mount panels lazily.
  if (!isSelected && lazyMount) return null;
  return (
    <ContentBox
      {...withoutKeys(props, ['value', 'children'])}
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

// The indicator is positioned over the list, out of the flow: it appears with the code.
export const Tabs = inlineNamespace<typeof ChakraTabs>('Tabs', tabsCode, StandInRoot, {
  List,
  Trigger,
  Content,
  ContentGroup: ContentGroupBox,
});

/** Starts downloading the tabs, for a page about to show them. */
export const preloadTabs = preloaderOf(tabsCode);

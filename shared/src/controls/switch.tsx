/**
 * Switches load with the first form that shows one (settings, the review form): the switch
 * machine is not part of the first page's code. It is the platform's (`switchCode` of
 * `@marquee/shared/ui`, a chunk of the shell's), so no remote carries it. Until the code is there
 * a switch is drawn as it will look (on or off, disabled or not), inert.
 */
import { createContext, useContext } from 'react';
import {
  chakra,
  createSlotRecipeContext,
  dataAttr,
  inlineNamespace,
  preloaderOf,
  switchCode,
  withoutKeys,
  type ChakraSwitch,
  type PartProps,
} from '@marquee/shared/ui';

/** The Root's props that drive the machine rather than the element. */
const MACHINE_PROPS = [
  'checked',
  'defaultChecked',
  'dir',
  'disabled',
  'form',
  'getRootNode',
  'id',
  'ids',
  'invalid',
  'label',
  'name',
  'onCheckedChange',
  'readOnly',
  'required',
  'value',
] as const;

interface SwitchState {
  checked: boolean;
  /** The data attributes every part of the switch carries. */
  flags: PartProps;
}

const SwitchStateContext = createContext<SwitchState>({ checked: false, flags: {} });

const styled = createSlotRecipeContext({ key: 'switch' });
const RootBox = styled.withProvider<HTMLLabelElement, PartProps>('label', 'root');
const ControlBox = styled.withContext<HTMLSpanElement, PartProps>('span', 'control');
const ThumbBox = styled.withContext<HTMLSpanElement, PartProps>('span', 'thumb');
const LabelBox = styled.withContext<HTMLSpanElement, PartProps>('span', 'label');
const IndicatorBox = styled.withContext<HTMLSpanElement, PartProps>('span', 'indicator');

function StandInRoot(props: PartProps) {
  const root = props as ChakraSwitch.RootProps;
  const checked = root.checked ?? root.defaultChecked ?? false;
  const flags = {
    'data-disabled': dataAttr(root.disabled),
    'data-readonly': dataAttr(root.readOnly),
    'data-invalid': dataAttr(root.invalid),
    'data-required': dataAttr(root.required),
    'data-state': checked ? 'checked' : 'unchecked',
    dir: root.dir ?? 'ltr',
  };
  return (
    <SwitchStateContext.Provider value={{ checked, flags }}>
      <RootBox {...withoutKeys(props, MACHINE_PROPS)} {...flags} data-scope="switch" data-part="root" inert />
    </SwitchStateContext.Provider>
  );
}

function Thumb(props: PartProps) {
  const { flags } = useContext(SwitchStateContext);
  return <ThumbBox {...props} {...flags} data-scope="switch" data-part="thumb" aria-hidden />;
}

function Control(props: PartProps) {
  const { flags } = useContext(SwitchStateContext);
  const { children } = props as ChakraSwitch.ControlProps;
  // Chakra's control holds a thumb unless given other children.
  return (
    <ControlBox {...props} {...flags} data-scope="switch" data-part="control" aria-hidden>
      {children ?? <Thumb />}
    </ControlBox>
  );
}

function Label(props: PartProps) {
  const { flags } = useContext(SwitchStateContext);
  return <LabelBox {...props} {...flags} data-scope="switch" data-part="label" />;
}

function Indicator(props: PartProps) {
  const { checked } = useContext(SwitchStateContext);
  const { children, fallback } = props as ChakraSwitch.IndicatorProps;
  return (
    <IndicatorBox {...withoutKeys(props, ['children', 'fallback'])} data-checked={dataAttr(checked)}>
      {checked ? children : fallback}
    </IndicatorBox>
  );
}

function ThumbIndicator(props: PartProps) {
  const { checked } = useContext(SwitchStateContext);
  const { children, fallback } = props as ChakraSwitch.ThumbIndicatorProps;
  return (
    <chakra.span {...withoutKeys(props, ['children', 'fallback'])} data-checked={dataAttr(checked)}>
      {checked ? children : fallback}
    </chakra.span>
  );
}

// The hidden input is visually hidden and out of the flow: it comes with the code.
export const Switch = inlineNamespace<typeof ChakraSwitch>('Switch', switchCode, StandInRoot, {
  Control,
  Thumb,
  Label,
  Indicator,
  ThumbIndicator,
});

/** Starts downloading the switch, for a form about to show one. */
export const preloadSwitch = preloaderOf(switchCode);

/**
 * Sliders load with the first page that shows one: the slider machine is the largest in the
 * Chakra set and no first page needs it. It is the platform's (`sliderCode` of
 * `@marquee/shared/ui`, a chunk of the shell's), so no remote carries it; this library draws the
 * slider around it. Until the code is there the slider is drawn as it will look, inert: its label,
 * track and range where the machine puts them (the machine too shows its thumbs only once it has
 * measured them).
 */
import { createContext, useContext, type CSSProperties } from 'react';
import {
  createSlotRecipeContext,
  dataAttr,
  inlineNamespace,
  preloaderOf,
  sliderCode,
  withoutKeys,
  type ChakraSlider,
  type PartProps,
} from '@marquee/shared/ui';

/** The Root's props that drive the machine rather than the element. */
const MACHINE_PROPS = [
  // `orientation` stays: the recipe has a variant of that name.
  'aria-label',
  'aria-labelledby',
  'defaultValue',
  'dir',
  'disabled',
  'form',
  'getAriaValueText',
  'getRootNode',
  'id',
  'ids',
  'invalid',
  'largeStep',
  'max',
  'min',
  'minStepsBetweenThumbs',
  'name',
  'onFocusChange',
  'onValueChange',
  'onValueChangeEnd',
  'origin',
  'readOnly',
  'step',
  'thumbAlignment',
  'thumbCollisionBehavior',
  'thumbSize',
  'value',
] as const;

interface SliderState {
  value: number[];
  orientation: 'horizontal' | 'vertical';
  dir: 'ltr' | 'rtl';
  /** The data attributes every part of the slider carries. */
  flags: PartProps;
}

const SliderStateContext = createContext<SliderState>({ value: [], orientation: 'horizontal', dir: 'ltr', flags: {} });

const styled = createSlotRecipeContext({ key: 'slider' });
const RootBox = styled.withProvider<HTMLDivElement, PartProps>('div', 'root');
const LabelBox = styled.withContext<HTMLLabelElement, PartProps>('label', 'label');
const ValueTextBox = styled.withContext<HTMLSpanElement, PartProps>('span', 'valueText');
const ControlBox = styled.withContext<HTMLDivElement, PartProps>('div', 'control');
const TrackBox = styled.withContext<HTMLDivElement, PartProps>('div', 'track');
const RangeBox = styled.withContext<HTMLDivElement, PartProps>('div', 'range');

/** The custom properties the machine sets on the root before it has measured the thumbs. */
function rootVariables(props: ChakraSlider.RootProps, value: number[], orientation: SliderState['orientation']): Record<string, string> {
  const { min = 0, max = 100, origin = 'start', thumbAlignment = 'contain', dir } = props;
  const percent = (number: number) => ((number - min) / (max - min)) * 100;
  const percents = value.map(percent);
  const first = percents[0] ?? 0;
  const last = percents[percents.length - 1] ?? 0;
  let range = { start: `${first}%`, end: `${100 - last}%` };
  if (percents.length === 1) {
    if (origin === 'center') range = first < 50 ? { start: `${first}%`, end: '50%' } : { start: '50%', end: `${100 - first}%` };
    else if (origin === 'end') range = { start: `${last}%`, end: '0%' };
    else range = { start: '0%', end: `${100 - last}%` };
  }
  const thumbs = Object.fromEntries(
    percents.map((thumb, index) => [`--slider-thumb-offset-${index}`, thumbAlignment === 'center' ? `${thumb}%` : `calc(${thumb}% - 0px)`]),
  );
  const transform = orientation === 'vertical' ? 'translateY(50%)' : dir === 'rtl' ? 'translateX(50%)' : 'translateX(-50%)';
  return { ...thumbs, '--slider-thumb-transform': transform, '--slider-range-start': range.start, '--slider-range-end': range.end };
}

function StandInRoot(props: PartProps) {
  const root = props as ChakraSlider.RootProps;
  const orientation = root.orientation === 'vertical' ? 'vertical' : 'horizontal';
  const dir = root.dir === 'rtl' ? 'rtl' : 'ltr';
  const { style } = root;
  const value = root.value ?? root.defaultValue ?? [root.min ?? 0];
  const flags = { 'data-disabled': dataAttr(root.disabled), 'data-invalid': dataAttr(root.invalid), 'data-orientation': orientation, dir };
  return (
    <SliderStateContext.Provider value={{ value, orientation, dir, flags }}>
      <RootBox
        {...withoutKeys(props, MACHINE_PROPS)}
        {...flags}
        data-scope="slider"
        data-part="root"
        style={{ ...rootVariables(root, value, orientation), ...style }}
        inert
      />
    </SliderStateContext.Provider>
  );
}

function Label(props: PartProps) {
  const { flags } = useContext(SliderStateContext);
  const { style } = props as ChakraSlider.LabelProps;
  return <LabelBox {...props} {...flags} data-scope="slider" data-part="label" style={{ userSelect: 'none', ...style }} />;
}

function ValueText(props: PartProps) {
  const { value, flags } = useContext(SliderStateContext);
  const { children } = props as ChakraSlider.ValueTextProps;
  return (
    <ValueTextBox {...props} {...flags} data-scope="slider" data-part="value-text">
      {children || value.join(', ')}
    </ValueTextBox>
  );
}

const CONTROL_STYLE: CSSProperties = { touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none', position: 'relative' };

function Control(props: PartProps) {
  const { flags } = useContext(SliderStateContext);
  const { style } = props as ChakraSlider.ControlProps;
  return <ControlBox {...props} {...flags} data-scope="slider" data-part="control" style={{ ...CONTROL_STYLE, ...style }} />;
}

function Track(props: PartProps) {
  const { flags } = useContext(SliderStateContext);
  const { style } = props as ChakraSlider.TrackProps;
  return <TrackBox {...props} {...flags} data-scope="slider" data-part="track" style={{ position: 'relative', ...style }} />;
}

function Range(props: PartProps) {
  const { orientation, dir, flags } = useContext(SliderStateContext);
  const { style } = props as ChakraSlider.RangeProps;
  const placement: CSSProperties =
    orientation === 'vertical'
      ? { bottom: 'var(--slider-range-start)', top: 'var(--slider-range-end)' }
      : { [dir === 'rtl' ? 'right' : 'left']: 'var(--slider-range-start)', [dir === 'rtl' ? 'left' : 'right']: 'var(--slider-range-end)' };
  return <RangeBox {...props} {...flags} data-scope="slider" data-part="range" style={{ position: 'absolute', ...placement, ...style }} />;
}

// Thumbs, markers and the dragging indicator are positioned out of the flow: they appear with
// the code.
export const Slider = inlineNamespace<typeof ChakraSlider>('Slider', sliderCode, StandInRoot, { Label, ValueText, Control, Track, Range });

/** Starts downloading the slider, for a page about to show one. */
export const preloadSlider = preloaderOf(sliderCode);

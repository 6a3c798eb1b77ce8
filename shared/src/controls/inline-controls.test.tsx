/**
 * The slider and the switch before and after their machines arrive. Each test imports the modules
 * afresh, so nothing is loaded yet (the test setup loads what a file imports).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Ui from '@marquee/shared/ui';
import { partBoxes } from '@marquee/shared/testing';
import type * as Controls from './index';

async function fresh(): Promise<{ controls: typeof Controls; ui: typeof Ui }> {
  vi.resetModules();
  const ui = await import('@marquee/shared/ui');
  return { controls: await import('./index'), ui };
}

describe('inline components (slider, switch)', () => {
  it('draws a slider with its range where the machine puts it, then the real slider with its thumbs', async () => {
    const { controls, ui } = await fresh();
    const { Slider } = controls;
    const { UiProvider } = ui;
    const { container } = render(
      <UiProvider>
        {/* Chakra's Slider takes one label per thumb. */}
        {/* eslint-disable-next-line jsx-a11y/aria-proptypes */}
        <Slider.Root size="sm" colorPalette="orange" min={0} max={10} step={0.5} value={[2, 8]} aria-label={['Minimum', 'Maximum']}>
          <Slider.Label>Rating</Slider.Label>
          <Slider.ValueText />
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </UiProvider>,
    );
    const parts = ['root', 'label', 'value-text', 'control', 'track', 'range'];
    const standIn = partBoxes(container, parts);
    const root = () => container.querySelector<HTMLElement>('[data-part="root"]');
    const range = () => container.querySelector<HTMLElement>('[data-part="range"]');
    const rangeStyle = () => ({
      start: root()?.style.getPropertyValue('--slider-range-start'),
      end: root()?.style.getPropertyValue('--slider-range-end'),
      left: range()?.style.left,
      right: range()?.style.right,
    });
    const standInRange = rangeStyle();
    expect(standInRange).toEqual({ start: '20%', end: '20%', left: 'var(--slider-range-start)', right: 'var(--slider-range-end)' });
    expect(screen.queryAllByRole('slider')).toHaveLength(0);

    const thumbs = await screen.findAllByRole('slider');
    expect(partBoxes(container, parts)).toEqual(standIn);
    expect(rangeStyle()).toEqual(standInRange);
    expect(thumbs.map((thumb) => [thumb.getAttribute('aria-label'), thumb.getAttribute('aria-valuenow')])).toEqual([
      ['Minimum', '2'],
      ['Maximum', '8'],
    ]);
  });

  it('draws a switch on or off, disabled or not, then the real switch', async () => {
    const { controls, ui } = await fresh();
    const { Switch } = controls;
    const { UiProvider } = ui;
    const { container } = render(
      <UiProvider>
        <Switch.Root colorPalette="orange" checked disabled>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Public favorites</Switch.Label>
        </Switch.Root>
        <Switch.Root defaultChecked={false}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Spoilers</Switch.Label>
        </Switch.Root>
      </UiProvider>,
    );
    const parts = ['root', 'control', 'thumb', 'label'];
    const standIn = partBoxes(container, parts);
    expect(standIn.map((box) => `${box.part}:${box.state}`)).toEqual([
      'root:checked',
      'control:checked',
      'thumb:checked',
      'label:checked',
      'root:unchecked',
      'control:unchecked',
      'thumb:unchecked',
      'label:unchecked',
    ]);

    const favorites = (await screen.findByRole('checkbox', { name: 'Public favorites' })) as HTMLInputElement;
    expect(partBoxes(container, parts)).toEqual(standIn);
    expect(favorites.checked).toBe(true);
    expect(favorites.disabled).toBe(true);
    const spoilers = screen.getByRole('checkbox', { name: 'Spoilers' }) as HTMLInputElement;
    await userEvent.setup().click(spoilers);
    expect(spoilers.checked).toBe(true);
  });
});

/**
 * Marquee's tabs: drawn as Chakra's are (same elements, recipe classes and state attributes),
 * working as the WAI-ARIA tabs pattern asks, and rendered whole at once, so a panel's content
 * mounts once.
 */
// Compared with Chakra's own tabs, which these are drawn like: the one place outside the ui
// that needs Chakra itself, in a test.
// eslint-disable-next-line no-restricted-imports
import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { partBoxes } from '@marquee/shared/testing';
import { UiProvider } from '@marquee/shared/ui';
import { Tabs, type TabsRootProps } from './index';

function Sample({ kit, extra }: { kit: typeof Tabs; extra?: ReactNode }) {
  return (
    <kit.Root defaultValue="cast" variant="line" colorPalette="orange" lazyMount>
      <kit.List mb="5">
        <kit.Trigger value="overview">Overview</kit.Trigger>
        <kit.Trigger value="cast">Cast</kit.Trigger>
        <kit.Trigger value="reviews" disabled>
          Reviews
        </kit.Trigger>
      </kit.List>
      <kit.Content value="overview">The overview</kit.Content>
      <kit.Content value="cast" pt="6">
        The cast
      </kit.Content>
      {extra}
    </kit.Root>
  );
}

/** Two tabs, `first` and `second`, labelled and filled with their names. */
function TwoTabs({ first, second, ...root }: { first: string; second: string } & Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root defaultValue={first} {...root}>
      <Tabs.List>
        <Tabs.Trigger value={first}>{first.toUpperCase()}</Tabs.Trigger>
        <Tabs.Trigger value={second}>{second.toUpperCase()}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={first}>Panel {first}</Tabs.Content>
      <Tabs.Content value={second}>Panel {second}</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it("draws the same elements, recipe classes and states as Chakra's tabs", () => {
    const ours = render(
      <UiProvider>
        <Sample kit={Tabs} />
      </UiProvider>,
    );
    const drawn = partBoxes(ours.container, undefined, ['aria-selected', 'tabindex']);
    ours.unmount();
    const chakra = render(
      <UiProvider>
        <Sample kit={ChakraTabs as unknown as typeof Tabs} />
      </UiProvider>,
    );
    expect(drawn.map((box) => box.text)).toEqual([
      'OverviewCastReviewsThe cast',
      'OverviewCastReviews',
      'Overview',
      'Cast',
      'Reviews',
      'The cast',
    ]);
    expect(drawn).toEqual(partBoxes(chakra.container, undefined, ['aria-selected', 'tabindex']));
  });

  it('ties the selected tab and its panel together for assistive technology, and keeps only the selected tab in the tab order', () => {
    render(
      <UiProvider>
        <Sample kit={Tabs} />
      </UiProvider>,
    );
    const cast = screen.getByRole('tab', { name: 'Cast' });
    const panel = screen.getByRole('tabpanel', { name: 'Cast' });
    expect(cast.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(cast.id);
    // Overview's panel is not rendered yet (lazyMount): its tab names no panel.
    expect(screen.getByRole('tab', { name: 'Overview' }).hasAttribute('aria-controls')).toBe(false);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect((screen.getByRole('tab', { name: 'Reviews' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('selects with a click and with the arrow keys (skipping disabled tabs, looping), Home and End', async () => {
    render(
      <UiProvider>
        <Tabs.Root defaultValue="one">
          <Tabs.List>
            <Tabs.Trigger value="one">One</Tabs.Trigger>
            <Tabs.Trigger value="two" disabled>
              Two
            </Tabs.Trigger>
            <Tabs.Trigger value="three">Three</Tabs.Trigger>
            <Tabs.Trigger value="four">Four</Tabs.Trigger>
          </Tabs.List>
          {['one', 'two', 'three', 'four'].map((value) => (
            <Tabs.Content key={value} value={value}>
              Panel {value}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </UiProvider>,
    );
    const user = userEvent.setup();
    const tab = (name: string) => screen.getByRole('tab', { name });
    const shown = () => screen.getByRole('tabpanel').textContent;

    await user.click(tab('Three'));
    expect(shown()).toBe('Panel three');
    expect(document.activeElement).toBe(tab('Three'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('One'));
    expect(shown()).toBe('Panel one');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Four'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('One'));
    await user.keyboard('{End}');
    expect(shown()).toBe('Panel four');
    await user.keyboard('{Home}');
    expect(shown()).toBe('Panel one');
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('in manual mode, moves focus with the arrow keys and selects with Enter; vertical tabs use Up and Down', async () => {
    render(
      <UiProvider>
        <TwoTabs first="a" second="b" activationMode="manual" orientation="vertical" />
      </UiProvider>,
    );
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'A' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'A' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel a');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel b');
  });

  it('follows a controlled value, telling the owner what was chosen', async () => {
    const chosen = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('x');
      return (
        <Tabs.Root
          value={value}
          onValueChange={(details) => {
            chosen(details.value);
            if (details.value !== 'locked') setValue(details.value);
          }}
        >
          <Tabs.List>
            <Tabs.Trigger value="x">X</Tabs.Trigger>
            <Tabs.Trigger value="y">Y</Tabs.Trigger>
            <Tabs.Trigger value="locked">Locked</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="x">Panel x</Tabs.Content>
          <Tabs.Content value="y">Panel y</Tabs.Content>
          <Tabs.Content value="locked">Panel locked</Tabs.Content>
        </Tabs.Root>
      );
    }
    render(
      <UiProvider>
        <Controlled />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Y' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel y');
    await user.click(screen.getByRole('tab', { name: 'Locked' }));
    expect(chosen.mock.calls).toEqual([['y'], ['locked']]);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel y');
  });

  it('renders a lazily mounted panel once first shown and keeps it; unmountOnExit renders only the shown one', async () => {
    const { container } = render(
      <UiProvider>
        <TwoTabs first="a" second="b" lazyMount />
        <TwoTabs first="c" second="d" unmountOnExit />
      </UiProvider>,
    );
    const panels = () =>
      [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map(
        (panel) => `${panel.textContent}${panel.hidden ? ' (hidden)' : ''}`,
      );
    expect(panels()).toEqual(['Panel a', 'Panel c']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'B' }));
    await user.click(screen.getByRole('tab', { name: 'D' }));
    expect(panels()).toEqual(['Panel a (hidden)', 'Panel b', 'Panel d']);
    await user.click(screen.getByRole('tab', { name: 'A' }));
    await user.click(screen.getByRole('tab', { name: 'C' }));
    expect(panels()).toEqual(['Panel a', 'Panel b (hidden)', 'Panel c']);
  });

  it("mounts a panel's content once: nothing is swapped in when the page's lazily loaded code has arrived", async () => {
    const mounted = vi.fn();
    function Counted() {
      useEffect(() => mounted(), []);
      return <>Counted</>;
    }
    vi.resetModules();
    const ui = await import('@marquee/shared/ui');
    const controls = await import('./index');
    const { container } = render(
      <ui.UiProvider>
        <controls.Tabs.Root defaultValue="a" lazyMount>
          <controls.Tabs.List>
            <controls.Tabs.Trigger value="a">A</controls.Tabs.Trigger>
          </controls.Tabs.List>
          <controls.Tabs.Content value="a">
            <Counted />
          </controls.Tabs.Content>
        </controls.Tabs.Root>
      </ui.UiProvider>,
    );
    expect(container.querySelector('[inert]')).toBeNull();
    await act(() => Promise.all([controls.preloadSlider(), controls.preloadSwitch(), ui.preloadMenu(), ui.preloadDialog()]));
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});

/**
 * The components that load on first use, before and after their code arrives. Each test imports
 * the ui module afresh, so nothing is loaded yet (the test setup loads what a file imports).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as Ui from './index';
import type * as LazyNamespace from './lazy-namespace';

async function freshUi(): Promise<typeof Ui> {
  vi.resetModules();
  return import('./index');
}

describe('the deprecated Tabs, Slider and Switch (of remotes built against platform 1.14)', () => {
  it('render nothing until the controls have loaded, then the controls', async () => {
    const ui = await freshUi();
    const { Switch, Tabs, UiProvider } = ui;
    const page = (
      <UiProvider>
        <Tabs.Root defaultValue="a">
          <Tabs.List>
            <Tabs.Trigger value="a">A</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel a</Tabs.Content>
        </Tabs.Root>
        <Switch.Root defaultChecked>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Spoilers</Switch.Label>
        </Switch.Root>
      </UiProvider>
    );
    const { rerender } = render(page);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Spoilers')).toBeNull();
    await act(() => Promise.all([ui.preloadTabs(), ui.preloadSwitch()]));
    // A page renders the suspended parts again when their chunk arrives; a test's render (inside
    // act) does not retry them by itself, so this one renders the page again.
    rerender(page);
    expect(screen.getByRole('tabpanel', { name: 'A' }).textContent).toBe('Panel a');
    const spoilers = (await screen.findByRole('checkbox', { name: 'Spoilers' })) as HTMLInputElement;
    expect(spoilers.checked).toBe(true);
  });

  it('are drawn at once once preloaded: preloadSlider loads the controls and the machine', async () => {
    const ui = await freshUi();
    await expect(ui.preloadSlider()).resolves.toBe(true);
    expect(ui.sliderCode.current).toBeDefined();
    await expect(ui.preloadTabs()).resolves.toBe(true);
    const { Slider, Tabs, UiProvider } = ui;
    const { container } = render(
      <UiProvider>
        {/* Chakra's Slider takes one label per thumb. */}
        {/* eslint-disable-next-line jsx-a11y/aria-proptypes */}
        <Slider.Root min={0} max={10} defaultValue={[4]} aria-label={['Rating']}>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
        <Tabs.Root defaultValue="a">
          <Tabs.List>
            <Tabs.Trigger value="a">A</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      </UiProvider>,
    );
    // No stand-in first: the real tabs and the real slider (whose thumbs show once measured).
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[inert]')).toBeNull();
    expect((await screen.findByRole('slider', { name: 'Rating' })).getAttribute('aria-valuenow')).toBe('4');
  });
});

describe('dialogs and drawers', () => {
  function DeleteDialog({ ui, onOpenChange }: { ui: typeof Ui; onOpenChange?: (open: boolean) => void }) {
    const { Button, Dialog, Portal } = ui;
    const [open, setOpen] = useState(false);
    return (
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          onOpenChange?.(details.open);
        }}
      >
        <Dialog.Trigger asChild>
          <Button>Delete</Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Title>Delete your review?</Dialog.Title>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button>Cancel</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }

  it('renders a closed dialog as its trigger; pointer or focus start the download, without replacing the trigger', async () => {
    const ui = await freshUi();
    const { container } = render(
      <ui.UiProvider>
        <DeleteDialog ui={ui} />
      </ui.UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[data-scope="dialog"]')).toHaveLength(0);

    await userEvent.setup().tab();
    expect(document.activeElement).toBe(trigger);
    await act(() => ui.preloadDialog());
    // Still the same button, still focused: the real dialog mounts when it is opened.
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(trigger);
    expect(document.activeElement).toBe(trigger);
    expect(container.contains(trigger)).toBe(true);
  });

  it('opens from its trigger with the keyboard, traps focus, and gives it back to the trigger on close', async () => {
    const ui = await freshUi();
    const changes: boolean[] = [];
    render(
      <ui.UiProvider>
        <DeleteDialog ui={ui} onOpenChange={(open) => changes.push(open)} />
      </ui.UiProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    // An alert dialog focuses its least destructive action.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(changes).toEqual([true]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes).toEqual([true, false]);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an uncontrolled dialog from its trigger', async () => {
    const ui = await freshUi();
    const { Button, Dialog, Portal, UiProvider } = ui;
    render(
      <UiProvider>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Open</Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Details</Dialog.Title>
                <Dialog.CloseTrigger>Close</Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a drawer opened from outside once its code is there', async () => {
    const ui = await freshUi();
    const { Drawer, Portal, UiProvider } = ui;
    function Navigation() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onPointerEnter={() => void ui.preloadDrawer()} onClick={() => setOpen(true)}>
            Open menu
          </button>
          <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
            <Portal>
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Title>Marquee</Drawer.Title>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </>
      );
    }
    render(
      <UiProvider>
        <Navigation />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Marquee' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('loading', () => {
  class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
    override state = { error: undefined };
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    override render() {
      return this.state.error === undefined ? this.props.children : <p role="alert">Could not load</p>;
    }
  }

  async function freshLazy(): Promise<typeof LazyNamespace> {
    vi.resetModules();
    return import('./lazy-namespace');
  }

  it('downloads once for every caller, and again after a failure', async () => {
    const { lazyCode } = await freshLazy();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const code = lazyCode(load);
    await expect(code.preload()).rejects.toThrow('offline');
    expect(code.current).toBeUndefined();
    const [first, second] = await Promise.all([code.preload(), code.preload()]);
    expect([first, second, code.current]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads without ever rejecting: it answers whether the code is there, and a failure is tried again later', async () => {
    const { lazyCode, preloaderOf } = await freshLazy();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const preload = preloaderOf(lazyCode(load));
    await expect(preload()).resolves.toBe(false);
    await expect(preload()).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts downloading an on-screen component only once the page has settled (here: the first input)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { inlineNamespace, lazyCode } = await freshLazy();
    const load = vi.fn(() => Promise.resolve({ Root: () => <p>the real one</p> }));
    const Widget = inlineNamespace('Widget', lazyCode(load), () => <p>stand-in</p>, {});
    render(<Widget.Root />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('stand-in')).toBeTruthy();
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(await screen.findByText('the real one')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it("sends a failed download of an on-screen component to the section's error boundary", async () => {
    const { inlineNamespace, lazyCode } = await freshLazy();
    const code = lazyCode<{ Root: () => ReactNode }>(() => Promise.reject(new Error('offline')));
    const Widget = inlineNamespace('Widget', code, () => <p>stand-in</p>, {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Widget.Root />
      </Boundary>,
    );
    expect(screen.getByText('stand-in')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    error.mockRestore();
  });
});

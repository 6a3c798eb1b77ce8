/**
 * Dialogs and drawers load when first opened: the dialog machine, its focus trap, scroll lock and
 * outside-click tracking are not part of the first page's code. Until then a closed `Dialog.Root`
 * or `Drawer.Root` renders only what a closed one shows: its `Trigger`, a plain button that says
 * it opens a dialog and starts the download on pointer or focus. Activating it (click, Enter,
 * Space) opens the real dialog as soon as the code is there; focus moves into the dialog and
 * comes back to the trigger on close, as with the loaded component. A Root opened from outside
 * (`open`) loads the code and shows the dialog when it arrives.
 */
import { chakra, type Dialog as ChakraDialog, type Drawer as ChakraDrawer } from '@chakra-ui/react';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {
  lazyCode,
  lazyNamespace,
  pickCode,
  standInContext,
  useLoadedCode,
  type LazyCode,
  type PartProps,
  preloaderOf,
} from './lazy-namespace';

interface OverlayRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (details: { open: boolean }) => void;
  children?: ReactNode;
}

type Handler = (event: SyntheticEvent) => void;

const handlerOf = (value: unknown): Handler | undefined => (typeof value === 'function' ? (value as Handler) : undefined);

/** Calls each handler in turn, the way a loaded trigger chains its child's handlers and its own. */
const chain =
  (...handlers: (Handler | undefined)[]): Handler =>
  (event) => {
    for (const handler of handlers) handler?.(event);
  };

const overlayCode = lazyCode(() => import('./overlay-parts'));

const preloadOverlay = (): void => void overlayCode.preload().catch(() => undefined);

function lazyOverlay<T extends object>(name: string, code: LazyCode<T>): T {
  const active = standInContext(name);
  /** Opens the Root from its stand-in trigger. */
  const OpenContext = createContext<() => void>(() => undefined);

  function Root(props: PartProps) {
    const { open, defaultOpen, onOpenChange, children } = props as OverlayRootProps;
    const [real, setReal] = useState(() => code.current !== undefined);
    // An uncontrolled Root opened by its stand-in trigger mounts open.
    const [openedEarly, setOpenedEarly] = useState(false);
    const wantsOpen = open ?? defaultOpen ?? false;
    const { module, error } = useLoadedCode(code, !real && wantsOpen);
    if (!real && wantsOpen && module !== undefined) setReal(true);
    const latest = useRef({ open, onOpenChange });
    useEffect(() => {
      latest.current = { open, onOpenChange };
    });
    useEffect(() => {
      // The code could not be downloaded: the Root reports itself closed, so the next attempt to
      // open it loads again.
      if (error !== undefined && latest.current.open === true) latest.current.onOpenChange?.({ open: false });
    }, [error]);
    const loaded = code.current;
    if (real && loaded !== undefined) {
      const Loaded = (loaded as Record<string, unknown>).Root as (props: PartProps) => ReactNode;
      return <Loaded {...props} defaultOpen={openedEarly || defaultOpen} />;
    }
    const openFromTrigger = () =>
      code.preload().then(
        () => {
          setReal(true);
          if (open === undefined) setOpenedEarly(true);
          else onOpenChange?.({ open: true });
        },
        () => undefined,
      );
    return (
      <active.Provider value={true}>
        <OpenContext.Provider value={() => void openFromTrigger()}>{children}</OpenContext.Provider>
      </active.Provider>
    );
  }
  Root.displayName = 'Root';

  /** A closed dialog's trigger: the same button, telling assistive technology it opens a dialog. */
  function Trigger(props: PartProps) {
    const openRoot = useContext(OpenContext);
    const { asChild, children, ...rest } = props;
    const withIntent = (own: PartProps): PartProps => ({
      ...rest,
      ...own,
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: chain(handlerOf(own.onPointerEnter), handlerOf(rest.onPointerEnter), preloadOverlay),
      onFocus: chain(handlerOf(own.onFocus), handlerOf(rest.onFocus), preloadOverlay),
      onClick: chain(handlerOf(own.onClick), handlerOf(rest.onClick), (event) => {
        if (!event.defaultPrevented) openRoot();
      }),
    });
    if (asChild && isValidElement<PartProps>(children)) return cloneElement(children, withIntent(children.props));
    return (
      <chakra.button type="button" {...withIntent({})}>
        {children as ReactNode}
      </chakra.button>
    );
  }

  return lazyNamespace(code, { active, Root, parts: { Trigger } });
}

export const Dialog = lazyOverlay<typeof ChakraDialog>(
  'Dialog',
  pickCode(overlayCode, (module) => module.Dialog),
);
export const Drawer = lazyOverlay<typeof ChakraDrawer>(
  'Drawer',
  pickCode(overlayCode, (module) => module.Drawer),
);

/** Starts downloading dialogs (and drawers: one chunk), for a button about to open one. */
export const preloadDialog = preloaderOf(overlayCode);
/** Starts downloading drawers (and dialogs: one chunk), for a button about to open one. */
export const preloadDrawer = preloaderOf(overlayCode);

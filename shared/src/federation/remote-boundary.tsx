/**
 * Every federated module renders inside this boundary: a skeleton while its code loads, and if
 * its remote is down, slow or throwing, a panel naming the section with a Retry button. Retry
 * loads the module afresh (a new lazy component), so a remote that is back renders without a
 * page reload, and nothing outside the boundary is ever affected.
 */
import { Component, Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@marquee/shared/ui';

interface BoundaryProps {
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A federated module failed:', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

export function RemoteErrorPanel({ section, onRetry }: { section: string; onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap="3" py="16" px="6" data-testid="remote-error">
      <Heading as="h2" size="lg">{`${section} is unavailable right now`}</Heading>
      <Text color="fg.muted" maxW="md">
        This part of Marquee could not be loaded. The rest of the site still works; try again in a moment.
      </Text>
      <Button colorPalette="orange" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}

export interface RemoteBoundaryProps<P extends object> {
  /** The user-facing name of the section, e.g. "Search". */
  section: string;
  load: () => Promise<ComponentType<P>>;
  props?: P;
  skeleton: ReactNode;
  /**
   * Remembers the loaded component under this key for the page's lifetime, so coming back to
   * it (Back, tabs) renders at once instead of suspending: no skeleton flash, and the browser
   * can restore the scroll position into content that is already there.
   */
  cacheKey?: string;
}

const loadedComponents = new Map<string, ComponentType<never>>();

export function RemoteBoundary<P extends object>({ section, load, props, skeleton, cacheKey }: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => {
    const cached = cacheKey ? (loadedComponents.get(cacheKey) as ComponentType<P> | undefined) : undefined;
    if (cached) return cached;
    return lazy(async () => {
      const component = await load();
      if (cacheKey) loadedComponents.set(cacheKey, component as ComponentType<never>);
      return { default: component };
    });
    // A new attempt must bypass React.lazy's memo of the failed promise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, load, cacheKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <ErrorBoundary key={attempt} onRetry={retry} fallback={(_error, onRetry) => <RemoteErrorPanel section={section} onRetry={onRetry} />}>
      <Suspense fallback={skeleton}>
        <Loaded {...((props ?? {}) as P)} />
      </Suspense>
    </ErrorBoundary>
  );
}

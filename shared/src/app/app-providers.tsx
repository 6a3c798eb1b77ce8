/**
 * The providers every page of Marquee renders inside: theme, Chakra, the query client and
 * auth. The shell renders them once; a remote's standalone harness renders the same.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthStore } from '@marquee/shared/auth';
import { queryClient as pageQueryClient } from '@marquee/shared/query';
import { ThemeProvider, type ThemeStore } from '@marquee/shared/theme';
import { AppToaster, UiProvider } from '@marquee/shared/ui';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  authStore?: AuthStore;
  themeStore?: ThemeStore;
}

export function AppProviders({ children, queryClient = pageQueryClient, authStore, themeStore }: AppProvidersProps) {
  return (
    <ThemeProvider store={themeStore}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider store={authStore}>
            {children}
            <AppToaster />
          </AuthProvider>
        </QueryClientProvider>
      </UiProvider>
    </ThemeProvider>
  );
}

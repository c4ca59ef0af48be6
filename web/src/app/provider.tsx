import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from '../features/system/components/error-fallback';
import { createQueryClient } from '../lib/query-client';
import { RealtimeClient } from '../lib/realtime-client';
import { RealtimeProvider } from '../lib/realtime-react';
import { system } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own clients; the app makes one of each. */
  queryClient?: QueryClient;
  realtimeClient?: RealtimeClient;
}

/**
 * Everything the screens rely on: theme, server-state cache, realtime channel, and a last-resort
 * error boundary for crashes outside any route (route errors are handled by the router).
 */
export function AppProvider({ children, queryClient, realtimeClient }: AppProviderProps) {
  const [queries] = useState(() => queryClient ?? createQueryClient());
  const [realtime] = useState(() => realtimeClient ?? new RealtimeClient());
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary fallbackRender={({ error }) => <ErrorFallback error={error} />}>
        <QueryClientProvider client={queries}>
          <RealtimeProvider client={realtime}>{children}</RealtimeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ChakraProvider>
  );
}

import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isChunkLoadError, loadChunk } from '../lib/lazy-chunk';

interface LazyShellPartProps {
  /** The part's code, fetched the first time it is drawn (and again on Try again). */
  load: () => Promise<ComponentType>;
  /** What it is, for the notice: 'The uploads list'. */
  what: string;
  /** Whether the part is wanted on screen now (the sheet is open): the notice shows only then, and showing it again tries again. */
  shown?: boolean;
  /** Close on the notice: put away what asked for the part (the sheet's open state). */
  onDismiss?: () => void;
}

const lazyPart = (load: () => Promise<ComponentType>) => lazy(() => loadChunk(load).then((component) => ({ default: component })));

/**
 * A part of the signed-in shell whose code loads on first use (the uploads list, the upload status,
 * a zip being prepared). Its download failing (offline for a moment) shows a small notice with Try
 * again where the part would be, never the app-wide error screen, which would take the page and the
 * uploads in progress with it.
 */
export function LazyShellPart({ load, what, shown = true, onDismiss }: LazyShellPartProps) {
  // React.lazy keeps a failed import for good: each attempt is a lazy component of its own.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Part: lazyPart(load) }));
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState(false);
  const retry = () => {
    setFailed(false);
    setClosed(false);
    setAttempt(({ count }) => ({ count: count + 1, Part: lazyPart(load) }));
  };
  // Opened again after it failed (the sheet closed and reopened): it tries again by itself.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (shown && failed) retry();
  }
  const close = () => {
    setClosed(true);
    onDismiss?.();
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt.count]}
      onError={() => setFailed(true)}
      fallbackRender={({ error }) => {
        // Only a download that failed is this notice's to tell; any other error is the app's.
        if (!isChunkLoadError(error)) throw error;
        return shown && !closed ? (
        <Box position="fixed" insetX="3" bottom={{ base: '20', md: '6' }} zIndex="toast" display="flex" justifyContent="center" pointerEvents="none">
          <Alert.Root status="error" maxW="md" rounded="lg" boxShadow="lg" pointerEvents="auto" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{what} could not load</Alert.Title>
              <Alert.Description>Check your connection and try again. Nothing you were doing is lost.</Alert.Description>
              <HStack gap="2" mt="2">
                <Button size="xs" onClick={retry}>
                  Try again
                </Button>
                <Button size="xs" variant="ghost" onClick={close}>
                  Close
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        </Box>
        ) : null;
      }}
    >
      <Suspense fallback={null}>
        <attempt.Part />
      </Suspense>
    </ErrorBoundary>
  );
}

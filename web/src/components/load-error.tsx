import { Alert, Button } from '@chakra-ui/react';

/** A request for what the screen shows failed: say what, and offer to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="md" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" bg="bg.panel" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

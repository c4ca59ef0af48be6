import { HStack, Spinner, Text } from '@chakra-ui/react';

/** Shown for the moment a save of what this tab shows is still on its way. */
export function SavingNotice() {
  return (
    <HStack gap="3" py="6" role="status" aria-live="polite">
      <Spinner size="sm" color="brand.600" />
      <Text color="fg.muted">Saving your last changes…</Text>
    </HStack>
  );
}

import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Centred spinner with a visible label, announced politely to screen readers. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.600" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}

import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/ui/router-link';

/** The user check failed (offline, server trouble): say so and offer a retry instead of guessing. */
export function SessionUnavailable({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Container maxW="xl" py="20" textAlign="center" role="alert">
      <title>Can't reach Heirloom · Heirloom</title>
      <Heading as="h1" textStyle="2xl" fontWeight="semibold">
        We can't reach Heirloom right now
      </Heading>
      <Text mt="3" color="fg.muted">
        {message}
      </Text>
      <HStack mt="6" justify="center" gap="3" wrap="wrap">
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
        <LinkButton to="/features" variant="outline">
          See what Heirloom does
        </LinkButton>
      </HStack>
    </Container>
  );
}

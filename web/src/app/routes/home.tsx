import { Container, Heading, Text } from '@chakra-ui/react';
import { RequireSession } from '../../features/accounts/components/require-session';

/** '/': the signed-in home. Signed-out visitors are redirected by RequireSession. */
export function Component() {
  return (
    <RequireSession>
      <Container maxW="4xl" py="14">
        <title>Home · Heirloom</title>
        <Heading as="h1" textStyle="3xl" fontWeight="semibold">
          Home
        </Heading>
        <Text mt="3" color="fg.muted">
          You are signed in to Heirloom.
        </Text>
      </Container>
    </RequireSession>
  );
}

import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { LinkButton } from '../../../components/ui/router-link';
import { useSession } from '../api/get-session';
import { hasHadAccount } from '../utils/had-account';
import { signedOutRedirect } from '../utils/signed-out-redirect';

/** Renders its children for a signed-in visitor; sends a signed-out one on per the routing rule. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageLoader label="Opening Heirloom…" />;
  if (session.isError) {
    return (
      <Container maxW="xl" py="20" textAlign="center">
        <Heading as="h1" textStyle="2xl" fontWeight="semibold">
          We can't reach Heirloom right now
        </Heading>
        <Text mt="3" color="fg.muted">
          {session.error.message}
        </Text>
        <HStack mt="6" justify="center" gap="3" wrap="wrap">
          <Button onClick={() => void session.refetch()} loading={session.isFetching}>
            Try again
          </Button>
          <LinkButton to="/features" variant="outline">
            See what Heirloom does
          </LinkButton>
        </HStack>
      </Container>
    );
  }
  if (session.data === null) return <Navigate replace to={signedOutRedirect(location, hasHadAccount())} />;
  return children;
}

import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Code } from '../../../components/ui/chakra/code';
import { useEffect, useRef } from 'react';
import { AlertIcon } from '../../../components/ui/icons';
import { CHUNK_LOAD_FAILED_MESSAGE, isChunkLoadError } from '../../../lib/lazy-chunk';
import { describeError, reportClientError } from '../api/report-client-error';

/**
 * The friendly crash page, used by the route error element and the app-wide error boundary. It
 * works without the router (plain links, full reload) because the router may be what broke.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    void reportClientError(error);
    headingRef.current?.focus();
  }, [error]);

  return (
    <Container maxW="2xl" py={{ base: '14', md: '24' }} textAlign="center" role="alert">
      <title>{chunkFailed ? `${CHUNK_LOAD_FAILED_MESSAGE} · Heirloom` : 'Something went wrong · Heirloom'}</title>
      <Box display="inline-flex" p="3" rounded="full" bg="brand.50" color="brand.700" mb="5">
        <AlertIcon width="8" height="8" />
      </Box>
      <Heading ref={headingRef} tabIndex={-1} as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" outline="none">
        {chunkFailed ? CHUNK_LOAD_FAILED_MESSAGE : 'Something went wrong'}
      </Heading>
      <Text mt="4" textStyle="lg" color="fg.muted">
        {chunkFailed
          ? 'Part of Heirloom could not be downloaded. Your connection may have dropped, or a new version of Heirloom was released while this page was open. Reloading fetches the latest version.'
          : 'Sorry, this page ran into a problem it could not recover from. We have sent ourselves a report so we can fix it. Reloading usually helps; if it keeps happening, start again from the home page.'}
      </Text>
      <HStack mt="8" justify="center" gap="3" wrap="wrap">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <a href="/">Home</a>
        </Button>
      </HStack>
      {!chunkFailed && (
        <Text mt="10" textStyle="xs" color="fg.muted">
          Details for support: <Code variant="surface">{describeError(error).message}</Code>
        </Text>
      )}
    </Container>
  );
}

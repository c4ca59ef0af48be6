import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { CompassIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';

/** The 404 page for any address the app does not know. */
export function NotFound() {
  return (
    <Container maxW="2xl" py={{ base: '14', md: '24' }} textAlign="center">
      <title>Page not found · Heirloom</title>
      <Box display="inline-flex" p="3" rounded="full" bg="sage.100" color="sage.700" mb="5">
        <CompassIcon width="8" height="8" />
      </Box>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Page not found
      </Heading>
      <Text mt="4" textStyle="lg" color="fg.muted">
        We looked everywhere, even the attic, but there is no page at this address. It may have moved, or the link
        may have a typing mistake.
      </Text>
      <HStack mt="8" justify="center" gap="3" wrap="wrap">
        <LinkButton to="/">Go to the home page</LinkButton>
        <LinkButton to="/features" variant="outline">
          See what Heirloom does
        </LinkButton>
      </HStack>
    </Container>
  );
}

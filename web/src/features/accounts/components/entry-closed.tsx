import { Container, Heading, HStack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/ui/router-link';

/**
 * Stands in for the sign-up, login and welcome screens until accounts open. Deliberately tiny:
 * the accounts feature replaces it.
 */
export function EntryClosed({ title }: { title: string }) {
  return (
    <Container maxW="2xl" py={{ base: '14', md: '24' }} textAlign="center">
      <title>{`${title} · Heirloom`}</title>
      <Heading as="h1" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="semibold">
        {title}
      </Heading>
      <Text mt="4" textStyle="lg" color="fg.muted">
        Account creation opens with the next release of Heirloom. Until then you cannot sign up or sign in.
      </Text>
      <Text mt="2" color="fg.muted">
        In the meantime, read what Heirloom will do for your family and what it costs.
      </Text>
      <HStack mt="8" justify="center" gap="3" wrap="wrap">
        <LinkButton to="/features">Explore the features</LinkButton>
        <LinkButton to="/plans" variant="outline">
          See plans and pricing
        </LinkButton>
      </HStack>
    </Container>
  );
}

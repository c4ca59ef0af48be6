import { Container, Heading, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/ui/router-link';
import { useUnsubscribe } from '../api/preferences';

/**
 * /unsubscribe?token= from the footer of a notification e-mail: those e-mails stop at once
 * (run from the page, not the GET, so link scanners in mail systems unsubscribe nobody).
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }} px="4" textAlign="center">
      <title>Unsubscribe · Heirloom</title>
      {unsubscribe.isSuccess ? (
        <>
          <Heading as="h1" textStyle="2xl">
            You are unsubscribed
          </Heading>
          <Text mt="3" color="fg.muted">
            You will no longer get e-mails about: {unsubscribe.data.pretty_name}. You still see them in Heirloom.
          </Text>
        </>
      ) : unsubscribe.isError || !token ? (
        <>
          <Heading as="h1" textStyle="2xl">
            This link did not work
          </Heading>
          <Text mt="3" color="fg.muted">
            {unsubscribe.error?.message ?? 'The unsubscribe link is incomplete.'}
          </Text>
        </>
      ) : (
        <Spinner size="lg" aria-label="Unsubscribing" />
      )}
      <Text mt="6">
        <AppLink to="/notifications" color="brand.700">
          Notification settings
        </AppLink>
      </Text>
    </Container>
  );
}

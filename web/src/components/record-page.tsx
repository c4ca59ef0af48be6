import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../lib/api-client';
import { pageGone } from '../lib/gone-pages';
import { LoadError } from './load-error';
import { LinkButton } from './ui/router-link';

/** The frame of one record's page (a person, an event): its header above its tabs. */
export function RecordPageFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      {children}
    </Container>
  );
}

interface RecordPageStateProps {
  /** The record's query while it is not loaded: pending, or failed. */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  /** The tab's title meanwhile, such as 'Event · Heirloom'. */
  pageTitle: string;
  /** Skeletons of the header, announced with `loadingLabel`. */
  skeleton: ReactNode;
  loadingLabel: string;
  /** A 404: the record is not in the family's tree (deleted, or another family's). */
  notFound: { heading: string; text: string };
  /** What failed to load otherwise, as 'Could not load this event'. */
  what: string;
}

/** A record page before its record is there: loading, not in your tree, or failed with Try again. */
export function RecordPageState({ query, pageTitle, skeleton, loadingLabel, notFound, what }: RecordPageStateProps) {
  return (
    <RecordPageFrame>
      <title>{pageTitle}</title>
      {query.isPending ? (
        <Stack gap="3" role="status" aria-label={loadingLabel}>
          {skeleton}
        </Stack>
      ) : isApiError(query.error, 404) ? (
        <NotInTree {...notFound} />
      ) : (
        <LoadError what={what} error={query.error ?? new Error('Something went wrong')} onRetry={() => void query.refetch()} />
      )}
    </RecordPageFrame>
  );
}

/** The record is not in the family's tree: said so, and the page forgotten where it was kept as a link. */
function NotInTree({ heading, text }: { heading: string; text: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => pageGone(`${pathname}${search}`), [pathname, search]);
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" textStyle="2xl">
        {heading}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <LinkButton to="/people">See your people</LinkButton>
    </Stack>
  );
}

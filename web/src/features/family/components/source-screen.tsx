import { Box, Button, EmptyState, Flex, Heading, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { SourceCitationView } from '@heirloom/shared/contracts/family';
import { isLinkCitation } from '@heirloom/shared/rules/citations';
import { ArrowLeft, CalendarDays, Pencil } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { SourceIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';
import { eventTypeLabel } from '../../../lib/event-labels';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { readableDate } from '../../../lib/gedcom-display';
import { avatarPalette, displayNameOf } from '../../../lib/person-display';
import { useSourcePage, useUpdateSource } from '../api/sources';
import { CERTAINTY_CHOICES } from '../utils/citation-rows';
import { sourceTitle } from '../../../lib/source-title';
import { SOURCE_DIALOG_MAX_WIDTH } from './new-source-dialog';
import { CitationLink } from './citation-link';
import { SourceForm, type SourceFields } from './source-form';

/**
 * A source's own page (as webtrees' and Gramps Web's source pages): its title, author and
 * publication, correctable by anyone in the family, and every person and event whose record cites
 * it, each leading to where the citation is kept.
 */
export function SourceScreen({ sourceId }: { sourceId: string }) {
  const page = useSourcePage(sourceId);
  const { source, citations, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = page;

  if (page.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading the source">
        <Skeleton h="8" w="60%" />
        <Skeleton h="5" w="40%" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="14" rounded="md" />
        ))}
      </Stack>
    );
  }
  if (!source) return <LoadError what="the source" error={page.error ?? new Error('The source could not be read')} onRetry={() => void page.refetch()} />;

  const byline = [source.author, source.publication].filter(Boolean).join(' · ');
  return (
    <Stack gap="5">
      <title>{`${sourceTitle(source)} · Sources · Heirloom`}</title>
      <AppLink to="/documents/sources" textStyle="sm" color="fg.muted" alignSelf="flex-start">
        <ArrowLeft size="1em" aria-hidden /> All sources
      </AppLink>
      <Flex gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <HStack gap="3" align="flex-start" flex="1" minW="0">
          <Box color="brand.600" mt="1.5" flexShrink={0}>
            <SourceIcon width="1.4em" height="1.4em" />
          </Box>
          <Box minW="0">
            <Heading as="h2" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" overflowWrap="anywhere">
              {sourceTitle(source)}
            </Heading>
            {byline && (
              <Text color="fg.muted" overflowWrap="anywhere">
                {byline}
              </Text>
            )}
          </Box>
        </HStack>
        <EditSourceButton sourceId={sourceId} source={source} makerId={source.created_by} />
      </Flex>

      <Stack gap="3" as="section" aria-labelledby="source-citations">
        <Heading as="h3" id="source-citations" textStyle="md" fontWeight="semibold">
          {hasNextPage ? `Cited more than ${citations.length} times` : citations.length === 0 ? 'Cited by' : `Cited ${citations.length === 1 ? 'once' : `${citations.length} times`}`}
        </Heading>
        {citations.length === 0 ? (
          <EmptyState.Root py="10" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
            <EmptyState.Content>
              <VStack textAlign="center" gap="2">
                <EmptyState.Title>Nothing in the family tree cites this source yet</EmptyState.Title>
                <EmptyState.Description maxW="md">Cite it on a person, one of their names, an event or a note, from their Citations tab.</EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" aria-label="Citations of this source">
            {citations.map((citation, index) => (
              <CitationRow key={citation.id} citation={citation} last={index === citations.length - 1} />
            ))}
          </Box>
        )}
        {isFetchNextPageError && page.error && <LoadError what="more citations" error={page.error} onRetry={() => void fetchNextPage()} />}
        {hasNextPage && !isFetchNextPageError && (
          <Button alignSelf="center" variant="outline" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Show more
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** Where a citation is kept: the tab of the person or event that lists it. */
function citationPlace(citation: SourceCitationView): { to: string; name: string; what: string } {
  if (citation.cited_in.kind === 'person') {
    const { person } = citation.cited_in;
    const base = `/person/${encodeURIComponent(person.id)}`;
    if (citation.parent_kind === 'name') return { to: `${base}/details`, name: displayNameOf(person), what: 'On one of their names' };
    if (citation.parent_kind === 'note') return { to: `${base}/notes`, name: displayNameOf(person), what: 'On a note' };
    return { to: `${base}/citations`, name: displayNameOf(person), what: 'On the person' };
  }
  const { event } = citation.cited_in;
  const base = `/event/${encodeURIComponent(event.id)}`;
  const name = event.name || eventTypeLabel(event.event_type);
  const date = event.start_date.trim() ? readableDate(event.start_date) : '';
  const what = [eventTypeLabel(event.event_type), date].filter(Boolean).join(' · ');
  return citation.parent_kind === 'note' ? { to: `${base}/notes`, name, what: `${what} · on a note` } : { to: `${base}/citations`, name, what };
}

const certaintyLabel = (certainty: string) => CERTAINTY_CHOICES.find((choice) => choice.value === certainty && choice.value !== '')?.label ?? certainty;

function CitationRow({ citation, last }: { citation: SourceCitationView; last: boolean }) {
  const place = citationPlace(citation);
  const details = [citation.page && `Page: ${citation.page}`, citation.certainty && certaintyLabel(citation.certainty)].filter(Boolean).join(' · ');
  return (
    <Box as="li" px="4" py="3" borderBottomWidth={last ? '0' : '1px'} borderColor="border.muted">
      <HStack gap="3" align="flex-start">
        {citation.cited_in.kind === 'person' ? (
          <AvatarBadge
            size="sm"
            colorPalette={avatarPalette(citation.cited_in.person.sex)}
            variant="solid"
            aria-hidden
            name={place.name}
            src={citation.cited_in.person.person_thumbnail_url}
          />
        ) : (
          <Box w="8" h="8" flexShrink={0} display="flex" alignItems="center" justifyContent="center" color="fg.muted" aria-hidden>
            <CalendarDays size="1.1em" />
          </Box>
        )}
        <Box minW="0" flex="1">
          <AppLink to={place.to} fontWeight="medium" overflowWrap="anywhere">
            {place.name}
          </AppLink>
          <Text textStyle="sm" color="fg.muted">
            {place.what}
          </Text>
          {(details || citation.citation) && (
            <HStack gap="1" mt="1" align="center">
              <Text textStyle="sm" overflowWrap="anywhere">
                {[details, isLinkCitation(citation.citation) ? '' : citation.citation].filter(Boolean).join(' · ')}
              </Text>
              <CitationLink citation={citation.citation} />
            </HStack>
          )}
        </Box>
      </HStack>
    </Box>
  );
}

/** Changing a source is for the family's admins and whoever added it: others are told why there is no button. */
function EditSourceButton({ sourceId, source, makerId }: { sourceId: string; source: SourceFields; makerId: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const rights = useFamilyRights();
  if (!rights.ready) return null;
  if (!rights.mayChange(makerId)) {
    return (
      <Text textStyle="sm" color="fg.muted" maxW={{ sm: '18rem' }} data-testid="not-yours">
        {NOT_YOURS.source}
      </Text>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" flexShrink={0}>
          <Pencil /> Edit source
        </Button>
      </Dialog.Trigger>
      <DialogFrame maxW={SOURCE_DIALOG_MAX_WIDTH}>
        <EditSourceForm sourceId={sourceId} source={source} onDone={() => setOpen(false)} />
      </DialogFrame>
    </Dialog.Root>
  );
}

function EditSourceForm({ sourceId, source, onDone }: { sourceId: string; source: SourceFields; onDone: () => void }) {
  const update = useUpdateSource(sourceId);
  return (
    <SourceForm
      heading="Edit source"
      initial={{ title: source.title, author: source.author, publication: source.publication }}
      saving={update.isPending}
      error={update.error}
      onSubmit={(changes) => update.mutate(changes, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}

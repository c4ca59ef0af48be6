import { Box, Button, Container, EmptyState, Flex, Grid, Heading, HStack, InputGroup, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FamilyIcon, SearchIcon, UploadIcon } from '../../../components/ui/icons';
import { PlainInput } from '../../../components/ui/plain-input';
import { LinkButton } from '../../../components/ui/router-link';
import { countOf } from '../../../lib/count-of';
import { usePeopleList } from '../api/people-list';
import { useSearchAllPeople } from '../api/search-people';
import { usePeopleSelectionStore } from '../stores/people-selection-store';
import { AddPersonButton } from './add-person-button';
import { RemovedPeopleButton } from './removed-people-button';
import { AlphabetIndex, INDEX_ENTRIES, indexEntryText } from './alphabet-index';
import { NO_LAST_NAME } from '@heirloom/shared/contracts/family';
import { LoadError } from '../../../components/load-error';
import { SelectionToolbar } from './selection-toolbar';
import type { RelativesFilter } from '../api/relatives-list';
import { relationChoiceOf, relationParams } from '../../../lib/relation-choice';

interface PeopleScreenProps {
  /** More page actions, such as exporting the tree (composed by the app). */
  actions?: ReactNode;
  /** Shown above the list, such as the GEDCOM imports under way. */
  aside?: ReactNode;
  /** The tree has people: the grid's code is fetched alongside the list, not after it. */
  hasPeople?: boolean;
}

/**
 * The grid (virtual scrolling, the cards with their tick boxes and life dates) is code an empty
 * tree does not need: it loads once there are people to show, or alongside the list when the tree
 * is known to have some.
 */
const loadPeopleGrid = () => import('./people-grid');
const PeopleGrid = lazy(() => loadPeopleGrid().then((module) => ({ default: module.PeopleGrid })));

/** A person's relatives (the list's relationship filters) are code the plain list does not need. */
const RelativesList = lazy(() => import('./relatives-list').then((module) => ({ default: module.RelativesList })));

const SEARCH_DELAY_MS = 300;

/**
 * /people (spec 001 section 2): everyone in the family tree A-Z with an A-Z side index, a name
 * search, tick boxes for Forget and Merge People, and more people loading as the list scrolls.
 */
export function PeopleScreen({ actions, aside, hasPeople = false }: PeopleScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const letterParam = searchParams.get('letter')?.toUpperCase() ?? null;
  const letter = letterParam && INDEX_ENTRIES.includes(letterParam) ? letterParam : null;
  const query = searchParams.get('q') ?? '';
  const relatives = relativesFilterOf(searchParams);
  const [typed, setTyped] = useState(query);
  const clearSelection = usePeopleSelectionStore((state) => state.clear);

  useEffect(() => clearSelection, [clearSelection]);
  useEffect(() => {
    if (hasPeople) void loadPeopleGrid();
  }, [hasPeople]);

  // The search follows typing after a short pause, and lives in the address so Back returns to it.
  useEffect(() => {
    if (typed.trim() === query.trim()) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query, setSearchParams]);

  const chooseLetter = (next: string | null) => {
    setTyped('');
    setSearchParams(next ? { letter: next } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <title>People · Heirloom</title>
      <Flex gap="4" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} mb="5">
        <Box flex="1">
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            People
          </Heading>
          <Text color="fg.muted" mt="1">
            {relatives ? 'One person’s relatives, the nearest generation first.' : 'Everyone in your family tree, A to Z by last name.'}
          </Text>
        </Box>
        {/* Top-aligned: an action may grow a line under its button (the export's progress). */}
        <HStack gap="2" wrap="wrap" align="flex-start">
          <AddPersonButton />
          {actions}
          <RemovedPeopleButton />
        </HStack>
      </Flex>

      {aside}

      <Box role="search" mb="4">
        <InputGroup startElement={<SearchIcon />} maxW={{ md: 'md' }}>
          <PlainInput type="search" aria-label="Search people by name" placeholder="Search people by name" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </InputGroup>
      </Box>

      <SelectionToolbar />

      <Flex gap={{ base: '1', md: '4' }} align="flex-start">
        <Box flex="1" minW="0">
          {query.trim() ? (
            <SearchResults query={query.trim()} />
          ) : relatives ? (
            <Suspense fallback={<GridSkeleton />}>
              <RelativesList
                filter={relatives}
                onChange={(next) => setSearchParams({ relatives_of: next.personId, ...relationParams(next) }, { replace: true })}
                onShowEveryone={() => chooseLetter(null)}
              />
            </Suspense>
          ) : (
            <PeopleList letter={letter} onShowEveryone={() => chooseLetter(null)} />
          )}
        </Box>
        {!query.trim() && !relatives && <AlphabetIndex letter={letter} onChoose={chooseLetter} />}
      </Flex>
    </Container>
  );
}

/** ?relatives_of=&relation=&degree=&partner_id=: the relatives filter the address asks for, if it names one. */
function relativesFilterOf(params: URLSearchParams): RelativesFilter | null {
  const personId = params.get('relatives_of');
  const choice = relationChoiceOf(params);
  return personId && choice ? { personId, ...choice } : null;
}

function PeopleList({ letter, onShowEveryone }: { letter: string | null; onShowEveryone: () => void }) {
  const list = usePeopleList(letter);
  if (list.isPending) return <GridSkeleton />;
  // A failed later page keeps the pages already shown (the error appears under them).
  if (!list.data) return <LoadError what="your people" error={list.error} onRetry={() => void list.refetch()} />;
  const people = list.data.pages.flatMap((page) => page.people);
  if (people.length === 0) {
    return letter ? (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{letter === NO_LAST_NAME ? 'Everyone has a last name' : `No last names start with ${letter}`}</EmptyState.Title>
          <EmptyState.Description>Choose another letter, or look at everyone.</EmptyState.Description>
          <Button variant="outline" onClick={onShowEveryone}>
            Show everyone
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    ) : (
      <NoPeople />
    );
  }
  const totals = list.data.pages[0]?.totals;
  return (
    <Stack gap="3">
      {letter ? (
        <Text color="fg.muted" aria-live="polite" fontWeight="medium">
          {indexEntryText(letter)}
        </Text>
      ) : (
        totals && <Text color="fg.muted">{treeTotalsText(people.length, totals)}</Text>
      )}
      <Suspense fallback={<GridSkeleton />}>
        <PeopleGrid
          people={people}
          hasMore={list.hasNextPage && !list.isFetchNextPageError}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </Suspense>
      {list.isFetchNextPageError && list.error && <LoadError what="more people" error={list.error} onRetry={() => void list.fetchNextPage()} />}
    </Stack>
  );
}

/** The list header: '3,010 people · 7,421 events' (the tree's counters; never fewer than the people shown). */
export function treeTotalsText(loaded: number, totals: { people: number; events: number }): string {
  return `${countOf(Math.max(totals.people, loaded), 'person', 'people')} · ${countOf(totals.events, 'event')}`;
}

function SearchResults({ query }: { query: string }) {
  const search = useSearchAllPeople(query);
  if (search.isPending) return <GridSkeleton />;
  if (search.isError) return <LoadError what="the search results" error={search.error} onRetry={() => void search.refetch()} />;
  const people = search.data.persons;
  if (people.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>No persons matching “{query}”</EmptyState.Title>
          <EmptyState.Description>Check the spelling, or search for part of a name such as the first few letters.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted" aria-live="polite">
        {search.data.has_more
          ? `The first ${countOf(people.length, 'person', 'people')} matching “${query}”, by last name. More match: type more of the name, or add a first name, to find them.`
          : `${countOf(people.length, 'person', 'people')} matching “${query}”`}
      </Text>
      <Suspense fallback={<GridSkeleton />}>
        <PeopleGrid people={people} hasMore={false} loadingMore={false} onLoadMore={() => undefined} />
      </Suspense>
    </Stack>
  );
}

/** Spec 001 section 2's empty state, with the two ways to start. */
function NoPeople() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.600">
          <FamilyIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>You have no people at the moment</EmptyState.Title>
          <EmptyState.Description maxW="md">
            Import your family tree from a GEDCOM (.ged) file exported by another family-history program, or add people one at a
            time.
          </EmptyState.Description>
        </VStack>
        <HStack gap="2" wrap="wrap" justify="center">
          <LinkButton to="/upload" variant="outline">
            <UploadIcon /> Import a GEDCOM file
          </LinkButton>
          <AddPersonButton />
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function GridSkeleton() {
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(150px, 1fr))" gap="3" role="status" aria-label="Loading people">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h="184px" rounded="xl" />
      ))}
    </Grid>
  );
}

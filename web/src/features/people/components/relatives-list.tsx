import { Button, EmptyState, Flex, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LISTED_RELATIONS, MAX_COUSIN_DEGREE, RELATIVE_FILTER_LABELS, type RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { ordinalWord } from '@heirloom/shared/rules/relationship/words';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/load-error';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { useRelativesList, type RelativesFilter } from '../api/relatives-list';
import { displayNameOf } from '../utils/person-display';

const PeopleGrid = lazy(() => import('./people-grid').then((module) => ({ default: module.PeopleGrid })));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Second cousins', 'Aunts & Uncles'. */
const relationTitle = (relation: RelativeFilter, degree: number) => (relation === 'cousins' ? `${capitalised(ordinalWord(degree))} cousins` : RELATIVE_FILTER_LABELS[relation]);

/**
 * /people?relatives_of=&relation=&degree=: the people list filtered to one person's relatives (issue
 * 34 item 2), with the relation and the cousins' degree to change, and the way back to everyone.
 */
export function RelativesList({ filter, onChange, onShowEveryone }: { filter: RelativesFilter; onChange: (next: RelativesFilter) => void; onShowEveryone: () => void }) {
  const list = useRelativesList(filter);
  const owner = list.data?.pages[0]?.person;
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];
  const title = relationTitle(filter.relation, filter.degree);
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center" data-testid="relatives-filter">
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field aria-label="Relation" value={filter.relation} onChange={(event) => onChange({ ...filter, relation: event.target.value as RelativeFilter })}>
            {LISTED_RELATIONS.map((relation) => (
              <option key={relation} value={relation}>
                {RELATIVE_FILTER_LABELS[relation]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {filter.relation === 'cousins' && (
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field aria-label="Which cousins" value={filter.degree} onChange={(event) => onChange({ ...filter, degree: Number(event.target.value) })}>
              {Array.from({ length: MAX_COUSIN_DEGREE }, (_, index) => index + 1).map((degree) => (
                <option key={degree} value={degree}>
                  {capitalised(ordinalWord(degree))} cousins
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Text color="fg.muted" aria-live="polite">
          {owner ? `${title} of ${displayNameOf(owner)}` : title}
        </Text>
        <Button size="sm" variant="ghost" onClick={onShowEveryone}>
          Show everyone
        </Button>
      </Flex>
      {list.isPending ? (
        <Grid templateColumns="repeat(auto-fill, minmax(150px, 1fr))" gap="3" role="status" aria-label="Loading people">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="184px" rounded="xl" />
          ))}
        </Grid>
      ) : !list.data ? (
        <LoadError what={title.toLowerCase()} error={list.error} onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>No {title.toLowerCase()} in the tree</EmptyState.Title>
            <EmptyState.Description>Relatives come from births, adoptions and marriages: add them on the people’s Details tabs.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          <Suspense fallback={null}>
            <PeopleGrid people={people} hasMore={list.hasNextPage && !list.isFetchNextPageError} loadingMore={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
          </Suspense>
          {list.data.pages[0]?.truncated && (
            <HStack color="fg.muted" textStyle="sm">
              <Text>This family is large: the list stops ten generations or 2,000 people from {owner ? displayNameOf(owner) : 'them'}.</Text>
            </HStack>
          )}
          {list.isFetchNextPageError && list.error && <LoadError what="more people" error={list.error} onRetry={() => void list.fetchNextPage()} />}
        </Stack>
      )}
    </Stack>
  );
}

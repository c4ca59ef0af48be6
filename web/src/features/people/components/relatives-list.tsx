import { Button, EmptyState, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/load-error';
import { RelationControls } from '../../../components/relation-controls';
import { relationParams, relationTitle } from '../../../lib/relation-choice';
import { PhotosIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useRelativesList, type RelativesFilter } from '../api/relatives-list';
import { displayNameOf } from '../../../lib/person-display';

const PeopleGrid = lazy(() => import('./people-grid').then((module) => ({ default: module.PeopleGrid })));

/**
 * /people?relatives_of=&relation=&degree=&partner_id=: the people list filtered to one person's
 * relatives (issue 34 item 2), with the relation, the cousins' degree and a branch's partner to
 * change, the way to their photos, and the way back to everyone.
 */
export function RelativesList({ filter, onChange, onShowEveryone }: { filter: RelativesFilter; onChange: (next: RelativesFilter) => void; onShowEveryone: () => void }) {
  const list = useRelativesList(filter);
  const owner = list.data?.pages[0]?.person;
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];
  const title = relationTitle(filter.relation, filter.degree);
  const waiting = filter.relation === 'branch' && !filter.partnerId;
  return (
    <Stack gap="3">
      <RelationControls personId={filter.personId} choice={filter} onChange={(next) => onChange({ ...filter, ...next })}>
        <Text color="fg.muted" aria-live="polite">
          {owner ? `${title} of ${displayNameOf(owner)}` : title}
        </Text>
        {waiting ? null : (
          <LinkButton size="sm" variant="outline" to={`/photos/strip?${new URLSearchParams({ relatives_of: filter.personId, ...relationParams(filter) })}`}>
            <PhotosIcon /> Their photos
          </LinkButton>
        )}
        <Button size="sm" variant="ghost" onClick={onShowEveryone}>
          Show everyone
        </Button>
      </RelationControls>
      {waiting ? (
        <Text color="fg.muted">Choose the partner: the branch is everyone descended from the couple.</Text>
      ) : list.isPending ? (
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

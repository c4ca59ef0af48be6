import { Box, Button, EmptyState, Grid, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { PhotosIcon } from '../../components/ui/icons';
import { AppLink } from '../../components/ui/router-link';
import { useEventOutlet } from '../../features/events/hooks/use-event-outlet';
import { usePhotoList } from '../../features/photos/api/photo-list';
import type { StripFilters } from '../../features/photos/utils/filters';

/**
 * /event/{id}/pictures: the photos attached to the event (GET /photos?event_id=), newest first,
 * each opening in the lightbox; photos taken during it are on its Timeline tab.
 */
export function EventPictures() {
  const { event } = useEventOutlet();
  const filters = useMemo<StripFilters>(() => ({ event: event.id, noDate: false, choosePerson: false }), [event.id]);
  const list = usePhotoList(filters);
  if (list.isPending) {
    return (
      <Box py="10" textAlign="center" role="status">
        <Spinner color="brand.600" />
      </Box>
    );
  }
  if (list.isError) {
    return (
      <Stack py="6" gap="3" role="alert">
        <Text fontWeight="semibold">Could not load this event’s photos</Text>
        <Text color="fg.muted">{list.error.message}</Text>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (list.photos.length === 0) {
    return (
      <EmptyState.Root py="10" borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <PhotosIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>No photos are attached to this event yet</EmptyState.Title>
          <EmptyState.Description maxW="md" textAlign="center">
            Drag a photo onto the event on the <AppLink to="/timeline">timeline</AppLink>, or choose the event in a photo’s details. Photos dated within the event are on its{' '}
            <AppLink to={`/event/${event.id}/timeline`}>Timeline</AppLink> tab.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="4">
      <Grid templateColumns="repeat(auto-fill, minmax(150px, 1fr))" gap="2" role="list" aria-label="Photos of this event">
        {list.photos.map((photo) => (
          <AppLink key={photo.id} to={`/photo/${photo.id}?event=${event.id}`} role="listitem" display="block" rounded="md" overflow="hidden" bg="bg.muted" aspectRatio="1" data-event-photo={photo.id}>
            <Image src={photo.thumbnail_urls['300']} alt={photo.description || photo.name} w="full" h="full" objectFit="cover" loading="lazy" />
          </AppLink>
        ))}
      </Grid>
      {list.hasNextPage && (
        <Button alignSelf="center" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more photos
        </Button>
      )}
    </Stack>
  );
}

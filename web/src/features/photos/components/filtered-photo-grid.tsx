import { Box, Button, EmptyState, Skeleton, Text, VStack } from '@chakra-ui/react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PhotosIcon } from '../../../components/ui/icons';
import { usePhotoList } from '../api/photo-list';
import type { StripFilters } from '../utils/filters';
import { countOf } from '../utils/format';
import { PhotoListGrid } from './photo-list-grid';
import { NO_PHOTOS } from './photo-strip-screen';

/**
 * The strip's grid for a fixed filter, for pages that show a slice of the library (a person's
 * Pictures tab): the same months, cards and lightbox links, paged as it scrolls.
 */
export function FilteredPhotoGrid({ filters, emptyText }: { filters: StripFilters; emptyText: string }) {
  const list = usePhotoList(filters);
  const { photos } = list;

  if (list.isPending) {
    return (
      <Box aria-busy="true" role="status" aria-label="Loading photos">
        <Skeleton h="40" rounded="md" />
      </Box>
    );
  }
  if (list.isError && photos.length === 0) return <FormAlert title="The photos could not be loaded">{list.error.message}</FormAlert>;
  if (photos.length === 0) {
    return (
      <EmptyState.Root py="12" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.500">
            <PhotosIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="2">
            <EmptyState.Title>{NO_PHOTOS}</EmptyState.Title>
            <EmptyState.Description maxW="md">{emptyText}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box>
      <Text color="fg.muted" textStyle="sm" mb="2">
        {list.hasNextPage ? `${countOf(photos.length, 'item')} so far, newest first` : `${countOf(photos.length, 'item')}, newest first`}
      </Text>
      <PhotoListGrid
        list={list}
        filters={filters}
        nextPageFailed={(retry) => (
          <Button size="xs" variant="outline" mt="2" onClick={retry}>
            Load more
          </Button>
        )}
      />
    </Box>
  );
}

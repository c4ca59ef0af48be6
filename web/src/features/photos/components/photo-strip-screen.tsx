import { Alert, Box, Button, Container, EmptyState, Flex, Heading, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { MapIcon, PhotosIcon, SlideshowIcon, UploadIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { usePhotoList } from '../api/photo-list';
import { usePhotoUpdates } from '../hooks/use-photo-updates';
import { useViewer } from '../hooks/viewer';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import { usePhotoSelection } from '../stores/selection-store';
import { FROM_STRIP, lightboxPath, readStripFilters, stripSearch, stripTitle, waitsForPartner } from '../utils/filters';
import { countOf } from '../utils/format';
import { FilterBar } from './filter-bar';
import { PhotoGridSkeleton } from './photo-grid-skeleton';

/**
 * The grid (virtual scrolling, the cards, the month scrubber) is code an empty strip does not need:
 * it loads once there are photos to show, or alongside the list when the family is known to have some.
 */
const loadPhotoListGrid = () => import('./photo-list-grid');
const PhotoListGrid = lazy(() => loadPhotoListGrid().then((module) => ({ default: module.PhotoListGrid })));

/** The toolbar and its dialogs are code the strip does not need until something is selected. */
const SelectionToolbar = lazy(() => import('./selection-toolbar').then((module) => ({ default: module.SelectionToolbar })));

/** Filter by Person is code the strip does not need until it is asked for (?filter=person). */
const PersonChooser = lazy(() => import('./person-chooser').then((module) => ({ default: module.PersonChooser })));

/** The relationship filter's controls are code the strip does not need until one is in force. */
const RelationFilter = lazy(() => import('./relation-filter').then((module) => ({ default: module.RelationFilter })));

/** Spec 001 section 2 / 8: the photo strip's empty text. */
export const NO_PHOTOS = 'You have no photos at the moment';

/**
 * The strip header's count: the list's total when the server gives it (the whole strip's counter,
 * a place's), never fewer than the photos already shown (uploads arrive after the first page);
 * otherwise what is loaded, 'so far' while more pages remain.
 */
export function stripCountText(loaded: number, total: number | undefined, hasMore: boolean): string {
  if (total !== undefined) return `${countOf(Math.max(total, loaded), 'item')}, newest first`;
  return hasMore ? `${countOf(loaded, 'item')} so far, newest first` : `${countOf(loaded, 'item')}, newest first`;
}

/**
 * /photos/strip (spec 000 section 2, 001 section 2): every photo and video, or those a filter from
 * the address picks, by month, newest first; selection with its toolbar; the side panel.
 */
export function PhotoStripScreen() {
  const [searchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => readStripFilters(searchParams), [searchKey]);
  const navigate = useNavigate();
  usePhotoUpdates();
  const { hasPhotos } = useViewer();
  useEffect(() => {
    if (hasPhotos) void loadPhotoListGrid();
  }, [hasPhotos]);

  const waiting = waitsForPartner(filters);
  const list = usePhotoList(filters, { enabled: !filters.choosePerson && !waiting });
  const { photos, first } = list;
  const subjects = { person: first?.person, location: first?.location, event: first?.event, relatives: first?.relatives };
  const title = stripTitle(filters, subjects);

  const clearSelection = usePhotoSelection((state) => state.clear);
  // A different list is a different selection.
  useEffect(() => clearSelection, [searchKey, clearSelection]);
  const toolbarWanted = useHasBeenTrue(usePhotoSelection((state) => Object.keys(state.selected).length > 0));

  return (
    <Container maxW="8xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>{`${title} · Heirloom`}</title>
      <Stack gap="3" mb="3">
        <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Box flex="1" minW="0">
            <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
              {title}
            </Heading>
            {list.isSuccess && photos.length > 0 && (
              <Text color="fg.muted" textStyle="sm">
                {stripCountText(photos.length, first?.total, list.hasNextPage)}
              </Text>
            )}
          </Box>
          <HStack gap="2" flexShrink={0}>
            {photos.length > 0 && (
              <Button asChild size="sm" variant="outline">
                <Link to={lightboxPath(photos[0]!.id, filters, 0, 'slideshow')} state={FROM_STRIP}>
                  <SlideshowIcon /> Slideshow
                </Link>
              </Button>
            )}
            <LinkButton to={filters.person && filters.person !== 'none' ? `/photos/map?person=${encodeURIComponent(filters.person)}` : '/photos/map'} size="sm" variant="ghost">
              <MapIcon /> Map
            </LinkButton>
          </HStack>
        </Flex>
        {filters.choosePerson ? (
          <Suspense fallback={<Skeleton h="16" maxW="md" />}>
            <PersonChooser onChoose={(personId) => navigate(`/photos/strip?${stripSearch({ person: personId, noDate: filters.noDate })}`)} />
          </Suspense>
        ) : (
          <FilterBar filters={filters} subjects={subjects} />
        )}
        {filters.relatives && (
          <Suspense fallback={<Skeleton h="8" maxW="md" />}>
            <RelationFilter filters={{ ...filters, relatives: filters.relatives }} relatives={first?.relatives} />
          </Suspense>
        )}
        {waiting && <Text color="fg.muted">Choose the partner: the branch is everyone descended from the couple.</Text>}
        {first?.reason && (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Description>{first.reason.message}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>

      {toolbarWanted && (
        <Suspense fallback={null}>
          <SelectionToolbar inFavorites={filters.favorites === true} />
        </Suspense>
      )}

      {filters.choosePerson || waiting ? null : list.isPending ? (
        <PhotoGridSkeleton label="Loading photos" count={15} />
      ) : list.isError && photos.length === 0 ? (
        <FormAlert title="Your photos could not be loaded">
          {list.error.message}{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : photos.length === 0 ? (
        <EmptyStrip filtered={Object.keys(list.apiQuery).length > 0} favorites={Boolean(filters.favorites)} />
      ) : (
        <Suspense fallback={<PhotoGridSkeleton label="Loading photos" count={15} />}>
          <PhotoListGrid
            list={list}
            filters={filters}
            nextPageFailed={(retry) => (
              <FormAlert title="More photos could not be loaded">
                {list.error?.message}{' '}
                <Button size="xs" variant="outline" ms="2" onClick={retry}>
                  Try again
                </Button>
              </FormAlert>
            )}
          />
        </Suspense>
      )}
    </Container>
  );
}

/** What to do next: upload, leave the filter, or (an empty Favourites list) how a photo gets there. */
function emptyHint(filtered: boolean, favorites: boolean): string {
  if (favorites) return 'No favourites yet. Open a photo and choose the heart: it is added here for the whole family.';
  return filtered ? 'No photos or videos match this filter.' : 'Upload photos and videos from this device, or drop them anywhere in Heirloom, and they appear here, newest first.';
}

function EmptyStrip({ filtered, favorites }: { filtered: boolean; favorites: boolean }) {
  return (
    <EmptyState.Root py="16" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.500">
          <PhotosIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>{NO_PHOTOS}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {emptyHint(filtered, favorites)}
          </EmptyState.Description>
        </VStack>
        <HStack gap="2">
          {filtered ? (
            <LinkButton to="/photos/strip" variant="outline">
              Show all photos
            </LinkButton>
          ) : (
            <LinkButton to="/upload">
              <UploadIcon /> Upload photos
            </LinkButton>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

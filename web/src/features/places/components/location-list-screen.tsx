import { Alert, Badge, Box, Button, chakra, Container, EmptyState, Field, Flex, Grid, Heading, HStack, Skeleton, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CloseIcon, PhotosIcon } from '../../../components/ui/icons';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useLocationList } from '../api/location-list';
import { usePhotoMap } from '../api/photo-map';
import { locationListPath } from './photo-map-screen';
import { PlacesList } from './places-list';

interface LocationListScreenProps {
  /** A search for one of the family's places (the photos feature's place search, composed by the app). */
  renderPlacePicker: (onPick: (locationId: string) => void) => ReactNode;
}

/**
 * /locationlist (spec 001 section 2; query person, location): the photos and events at an address,
 * with a Close button. Without a place ('Filter by Location') it lists the family's places.
 */
export function LocationListScreen({ renderPlacePicker }: LocationListScreenProps) {
  const [searchParams] = useSearchParams();
  const locationId = searchParams.get('location')?.trim() || null;
  const personId = searchParams.get('person')?.trim() || null;
  return locationId ? <LocationPhotos key={locationId} locationId={locationId} personId={personId} /> : <ChoosePlace personId={personId} renderPlacePicker={renderPlacePicker} />;
}

function ChoosePlace({ personId, renderPlacePicker }: { personId: string | null; renderPlacePicker: LocationListScreenProps['renderPlacePicker'] }) {
  const navigate = useNavigate();
  const map = usePhotoMap(personId);
  const points = map.data?.points ?? [];
  const unmapped = map.data?.unmapped ?? [];
  return (
    <Container maxW="3xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>Photos by place · Heirloom</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Photos by place
          </Heading>
          <Text color="fg.muted">Choose a place to see the photos taken and the events held there.</Text>
        </Box>
        <Field.Root>
          <Field.Label fontWeight="medium">Find a place</Field.Label>
          {renderPlacePicker((id) => navigate(locationListPath(id, personId)))}
        </Field.Root>
        <Box>
          <Heading as="h2" textStyle="md" mb="2">
            Your places
          </Heading>
          {map.isPending ? (
            <Stack gap="2">
              <Skeleton h="9" />
              <Skeleton h="9" />
              <Skeleton h="9" />
            </Stack>
          ) : map.isError ? (
            <FormAlert>{map.error.message}</FormAlert>
          ) : points.length + unmapped.length === 0 ? (
            <Text color="fg.muted">
              None of your photos has a place yet.{' '}
              <chakra.span color="brand.700" textDecoration="underline">
                <Link to="/photos/strip?location=none">See the photos with no location</Link>
              </chakra.span>
            </Text>
          ) : (
            <PlacesList points={points} unmapped={unmapped} hrefFor={(place) => locationListPath(place.location_id, personId)} />
          )}
        </Box>
      </Stack>
    </Container>
  );
}

const photoHref = (photo: PhotoView, locationId: string, personId: string | null, index: number) => {
  const search = new URLSearchParams({ location: locationId, index: String(index) });
  if (personId) search.set('person', personId);
  return `/photo/${encodeURIComponent(photo.id)}?${search}`;
};

function LocationPhotos({ locationId, personId }: { locationId: string; personId: string | null }) {
  const navigate = useNavigate();
  const list = useLocationList(locationId, personId);
  const { photos, first } = list;
  const address = first?.location.formatted_address;
  const events = first?.events ?? [];
  const close = () => {
    // Back to where the list was opened from (the map, mostly); a link opened afresh goes to the map.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate(personId ? `/photos/map?person=${encodeURIComponent(personId)}` : '/photos/map');
  };

  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px' });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>{`${address ?? 'Photos at a place'} · Heirloom`}</title>
      <Flex gap="3" align="flex-start" mb="4">
        <Box color="brand.600" mt="1.5" display={{ base: 'none', sm: 'block' }}>
          <MapPinIcon width="1.75em" height="1.75em" />
        </Box>
        <Box flex="1" minW="0">
          {list.isPending ? (
            <Skeleton h="9" w="72" />
          ) : (
            <Heading as="h1" textStyle={{ base: 'xl', md: '3xl' }} fontWeight="semibold">
              {address ?? 'Photos at a place'}
            </Heading>
          )}
          {list.isSuccess && (
            <Text color="fg.muted" textStyle="sm">
              {photos.length === 1 ? '1 photo' : `${photos.length}${hasNextPage ? '+' : ''} photos`}
              {events.length > 0 ? `, ${events.length === 1 ? '1 event' : `${events.length} events`}` : ''}
            </Text>
          )}
        </Box>
        <Button variant="outline" onClick={close} flexShrink={0}>
          <CloseIcon /> Close
        </Button>
      </Flex>

      {list.isError && photos.length === 0 ? (
        <FormAlert title="This place could not be loaded">{list.error.message}</FormAlert>
      ) : list.isPending ? (
        <Grid templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }} gap="1.5" aria-busy="true" aria-label="Loading photos">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} aspectRatio="1" rounded="md" />
          ))}
        </Grid>
      ) : (
        <Stack gap="6">
          {first?.reason && (
            <Alert.Root status="info" rounded="md">
              <Alert.Indicator />
              <Alert.Description>{first.reason.message}</Alert.Description>
            </Alert.Root>
          )}
          {events.length > 0 && (
            <Box as="section" aria-labelledby="place-events">
              <Heading id="place-events" as="h2" textStyle="lg" mb="2">
                Events here
              </Heading>
              <Wrap gap="2">
                {events.map((event) => (
                  <LinkButton key={event.id} to={`/event/${encodeURIComponent(event.id)}`} size="sm" variant="outline" rounded="full">
                    {event.name || event.event_type}
                    {event.start_date && (
                      <Badge variant="subtle" colorPalette="gray" ms="1">
                        {event.start_date}
                      </Badge>
                    )}
                  </LinkButton>
                ))}
              </Wrap>
            </Box>
          )}
          <Box as="section" aria-labelledby="place-photos">
            <HStack justify="space-between" mb="2" gap="3" wrap="wrap">
              <Heading id="place-photos" as="h2" textStyle="lg">
                Photos here
              </Heading>
              {photos.length > 0 && (
                <LinkButton to={`/photos/strip?location=${encodeURIComponent(locationId)}`} size="sm" variant="ghost">
                  <PhotosIcon /> Open in the photo strip
                </LinkButton>
              )}
            </HStack>
            {photos.length === 0 ? (
              <EmptyState.Root py="10" borderWidth="1px" borderStyle="dashed" rounded="xl">
                <EmptyState.Content>
                  <EmptyState.Title>No photos here</EmptyState.Title>
                  <EmptyState.Description>None of your photos has this place.</EmptyState.Description>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <Grid templateColumns={{ base: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' }} gap="1.5" as="ul" listStyleType="none">
                {photos.map((photo, index) => (
                  <Box as="li" key={photo.id}>
                    <Thumbnail photo={photo} href={photoHref(photo, locationId, personId, index)} />
                  </Box>
                ))}
              </Grid>
            )}
            <Box ref={endRef} h="1" />
            {isFetchingNextPage && (
              <HStack justify="center" py="4" color="fg.muted" role="status">
                <Spinner size="sm" /> <Text>Loading more photos…</Text>
              </HStack>
            )}
          </Box>
        </Stack>
      )}
    </Container>
  );
}

function Thumbnail({ photo, href }: { photo: PhotoView; href: string }) {
  const [loaded, setLoaded] = useState(false);
  const alt = photo.description || `${photo.image_type === 'video' ? 'Video' : 'Photo'}${photo.date_taken ? ` from ${photo.date_taken}` : ''}`;
  return (
    <chakra.a asChild display="block" position="relative" aspectRatio="1" rounded="md" overflow="hidden" bg="gray.200" _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500' }}>
      <Link to={href} aria-label={`Open ${alt}`}>
        {photo.placeholder && !loaded && <chakra.img src={photo.placeholder} alt="" aria-hidden position="absolute" inset="0" w="full" h="full" objectFit="cover" filter="blur(12px)" transform="scale(1.08)" />}
        <chakra.img src={photo.thumbnail_urls['300']} alt={alt} loading="lazy" decoding="async" position="absolute" inset="0" w="full" h="full" objectFit="cover" opacity={loaded ? 1 : 0} transition="opacity 0.3s" onLoad={() => setLoaded(true)} />
        {photo.image_type === 'video' && (
          <Badge position="absolute" top="1" left="1" size="xs" bg="blackAlpha.700" color="white">
            Video
          </Badge>
        )}
      </Link>
    </chakra.a>
  );
}

import { Badge, Box, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import type { EventMapResponse } from '@heirloom/shared/contracts/maps';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PinMap, type MapPin } from '../../../components/map/pin-map';
import { MapPinOffIcon } from '../../../components/ui/icons';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { readablePlace } from '../../../lib/gedcom-display';
import { useEventMap } from '../api/life-maps';
import { MapLoadState } from './map-load-state';
import { PRECISION_TEXT } from './person-map-tab';

const photosText = (count: number) => (count === 1 ? '1 photo' : `${count.toLocaleString('en')} photos`);

/** What the page says about the event's place: where it was found, or why it is not on the map. */
function PlaceSummary({ data, eventId }: { data: EventMapResponse; eventId: string }) {
  const details = <AppLink to={`/event/${eventId}`}>Details</AppLink>;
  if (!data.location.trim()) {
    return (
      <HStack gap="2" color="fg.muted" align="flex-start">
        <MapPinOffIcon />
        <Text textStyle="sm">This event has no place yet. Add one on the {details} tab to see it on the map.</Text>
      </HStack>
    );
  }
  if (!data.place) {
    return (
      <HStack gap="2" color="fg.muted" align="flex-start" data-testid="event-place-not-found">
        <MapPinOffIcon />
        <Text textStyle="sm">
          “{readablePlace(data.location)}” could not be found on the map. Write it as “Town, County, Country” on the {details} tab.
        </Text>
      </HStack>
    );
  }
  const note = PRECISION_TEXT[data.place.precision];
  const written = readablePlace(data.location);
  return (
    <Stack gap="1" data-testid="event-place">
      <HStack gap="2" align="flex-start">
        <Box color="green.700" pt="0.5">
          <MapPinIcon />
        </Box>
        <Text textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {written}
          </Text>
          {data.place.label !== written && <Text as="span" color="fg.muted">{` · on the map as ${data.place.label}`}</Text>}
        </Text>
      </HStack>
      {note && (
        <Badge alignSelf="flex-start" variant="subtle" colorPalette="orange" size="sm">
          {note}
        </Badge>
      )}
    </Stack>
  );
}

/** /event/{id}/map: where the event took place and where its photos were taken (their GPS positions). */
export function EventMapTab({ eventId, eventLabel }: { eventId: string; eventLabel: string }) {
  const map = useEventMap(eventId);
  const navigate = useNavigate();
  const data = map.data;
  const pins = useMemo<MapPin[]>(() => {
    if (!data) return [];
    const photoPins = data.photos.map(
      (photo): MapPin => ({
        key: `photo:${photo.id}`,
        lat: photo.lat,
        lon: photo.lon,
        kind: 'thumbnail',
        imageUrl: photo.thumbnail_url,
        title: [photo.name, photo.date_taken].filter(Boolean).join(' · '),
        onOpen: () => navigate(`/photo/${photo.id}?event=${eventId}`),
      }),
    );
    const place = data.place;
    const approximate = place?.precision === 'region' || place?.precision === 'country';
    const placePin: MapPin[] = place ? [{ key: 'place', lat: place.lat, lon: place.lon, kind: approximate ? 'approximate' : 'event', title: `${eventLabel}: ${place.label}` }] : [];
    return [...placePin, ...photoPins];
  }, [data, eventId, eventLabel, navigate]);

  if (map.isPending || map.isError) return <MapLoadState map={map} />;
  const photoNote =
    map.data.photos.length + map.data.photos_without_gps === 0
      ? null
      : `${photosText(map.data.photos.length)} with a GPS position${map.data.photos_without_gps ? `; ${photosText(map.data.photos_without_gps)} without one` : ''}. Click a photo to open it.`;
  return (
    <Stack gap="3" data-testid="event-map">
      <PlaceSummary data={map.data} eventId={eventId} />
      {photoNote && (
        <Text textStyle="sm" color="fg.muted">
          {photoNote}
        </Text>
      )}
      {pins.length > 0 ? (
        <Box position="relative" h={{ base: '50dvh', md: '60dvh' }} minH="72">
          <PinMap pins={pins} label={`Map of ${eventLabel}`} />
        </Box>
      ) : (
        <EmptyState.Root py="10" borderWidth="1px" borderStyle="dashed" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MapPinIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>Nothing to show on the map yet</EmptyState.Title>
            <EmptyState.Description maxW="md" textAlign="center">
              Give the event a place it can be found by, or attach photos taken with a phone or a camera with GPS.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Stack>
  );
}

import { Badge, Box, chakra, EmptyState, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { MapEvent, PersonMapPlace, PlacePrecision } from '@heirloom/shared/contracts/maps';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PinMap, type MapPin } from '../../../components/map/pin-map';
import { MapPinOffIcon } from '../../../components/ui/icons';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { readableDate, readablePlace } from '../../../lib/gedcom-display';
import { usePersonMap } from '../api/life-maps';
import { MapLoadState } from './map-load-state';
import { locationListPath } from './photo-map-screen';

/** How sure a pin is, in words (the matcher found only the region or country the text names). */
export const PRECISION_TEXT: Record<PlacePrecision, string | null> = {
  exact: null,
  town: null,
  region: 'Approximate: only the region is known',
  country: 'Approximate: only the country is known',
};

const photosText = (count: number) => (count === 1 ? '1 photo' : `${count.toLocaleString('en')} photos`);
const eventLine = (event: MapEvent) => [event.name, event.start_date && readableDate(event.start_date)].filter(Boolean).join(' · ');

function pinOf(place: PersonMapPlace, personId: string): MapPin {
  const approximate = place.precision === 'region' || place.precision === 'country';
  const kind = place.events.length === 0 ? 'photos' : approximate ? 'approximate' : 'event';
  const counts = [place.events.length ? `${place.events.length} ${place.events.length === 1 ? 'event' : 'events'}` : '', place.photo_count ? photosText(place.photo_count) : ''].filter(Boolean).join(', ');
  return {
    key: place.key,
    lat: place.lat,
    lon: place.lon,
    kind,
    title: `${place.label}: ${counts}`,
    badge: String(place.events.length || place.photo_count),
    popup: <PlacePopup place={place} personId={personId} />,
  };
}

/** A pin's popup: the place, its events (each opens the event) and its photos (the place's photo list). */
function PlacePopup({ place, personId }: { place: PersonMapPlace; personId: string }) {
  const note = place.precision ? PRECISION_TEXT[place.precision] : null;
  return (
    <Stack gap="1" minW="44">
      <Text fontWeight="semibold">{place.label}</Text>
      {note && <Text color="fg.muted">{note}</Text>}
      {place.events.map((event) => (
        <Link key={event.id} to={`/event/${event.id}`}>
          {eventLine(event)}
        </Link>
      ))}
      {place.photo_count > 0 && place.location_id && <Link to={locationListPath(place.location_id, personId)}>{photosText(place.photo_count)} here</Link>}
    </Stack>
  );
}

/** The places in the list beside the map: events first by date, each with its events and photos. */
function PlaceItem({ place, personId, onShow }: { place: PersonMapPlace; personId: string; onShow: () => void }) {
  const note = place.precision ? PRECISION_TEXT[place.precision] : null;
  return (
    <Box as="li" px="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted" data-map-place={place.label}>
      <HStack align="flex-start" gap="3">
        <Box color={place.events.length ? 'green.700' : 'brand.600'} pt="0.5" flexShrink={0}>
          <MapPinIcon />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <chakra.button type="button" textAlign="start" fontWeight="semibold" onClick={onShow} _hover={{ textDecoration: 'underline' }} aria-label={`Show ${place.label} on the map`}>
            {place.label}
          </chakra.button>
          {note && (
            <Badge alignSelf="flex-start" variant="subtle" colorPalette="orange" size="sm">
              {note}
            </Badge>
          )}
          {place.events.map((event) => (
            <AppLink key={event.id} to={`/event/${event.id}`} textStyle="sm">
              {eventLine(event)}
            </AppLink>
          ))}
          {place.photo_count > 0 && place.location_id && (
            <AppLink to={locationListPath(place.location_id, personId)} textStyle="sm" display="flex" alignItems="center" gap="2">
              {place.thumbnail_url && <Image src={place.thumbnail_url} alt="" boxSize="8" rounded="sm" objectFit="cover" />}
              {photosText(place.photo_count)} taken here
            </AppLink>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}

/** The events whose place text could not be found on the map, each linking to its details to correct it. */
function UnplacedEvents({ events, withoutPlace }: { events: readonly MapEvent[]; withoutPlace: number }) {
  if (events.length === 0 && withoutPlace === 0) return null;
  return (
    <Stack gap="2" px="3" py="3" data-testid="unplaced-events">
      {events.length > 0 && (
        <>
          <HStack gap="2" color="fg.muted">
            <MapPinOffIcon />
            <Heading as="h3" textStyle="sm" fontWeight="semibold" color="fg">
              Not found on the map ({events.length})
            </Heading>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            Write the place as “Town, County, Country” on the event to put it on the map.
          </Text>
          <Stack as="ul" listStyleType="none" gap="1">
            {events.map((event) => (
              <Box as="li" key={event.id} textStyle="sm">
                <AppLink to={`/event/${event.id}`}>{eventLine(event)}</AppLink>
                <Text as="span" color="fg.muted">
                  {' '}
                  · “{readablePlace(event.location)}”
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
      {withoutPlace > 0 && (
        <Text textStyle="xs" color="fg.muted">
          {withoutPlace === 1 ? '1 event has' : `${withoutPlace} events have`} no place written.
        </Text>
      )}
    </Stack>
  );
}

/**
 * /person/{id}/map: the places of the person's life events and of the photos of them, on the
 * offline map, with the same places listed beside it (below on a phone) and the events that could
 * not be placed.
 */
export function PersonMapTab({ personId, personName }: { personId: string; personName: string }) {
  const map = usePersonMap(personId);
  const [focus, setFocus] = useState<{ key: string } | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  // On a phone the list is below the map: bring the map into view with the place.
  const show = (key: string) => {
    setFocus({ key });
    mapBox.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };
  const places = map.data?.places;
  const pins = useMemo(() => (places ?? []).map((place) => pinOf(place, personId)), [places, personId]);

  if (map.isPending || map.isError) return <MapLoadState map={map} />;
  const { unplaced, without_place: withoutPlace } = map.data;
  if (pins.length === 0 && unplaced.length === 0) {
    return (
      <EmptyState.Root py="10" borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <MapPinIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>No places for {personName} yet</EmptyState.Title>
          <EmptyState.Description maxW="md" textAlign="center">
            Give their birth and other events a place on the <AppLink to={`/person/${personId}`}>Details</AppLink> tab, or name their face in photos that have a location.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="4" data-testid="person-map">
      <Box ref={mapBox} flex={{ base: 'none', lg: '1' }} position="relative" h={{ base: '50dvh', md: '60dvh' }} minH="72">
        <PinMap pins={pins} focus={focus} label={`Map of the places in ${personName}’s life`} />
      </Box>
      <Box w={{ base: 'full', lg: '80' }} flexShrink={0} maxH={{ lg: '60dvh' }} overflowY="auto" borderWidth="1px" borderColor="border" rounded="xl">
        {places && places.length > 0 && (
          <>
            <Heading as="h2" textStyle="md" px="3" pt="3" pb="1">
              {places.length === 1 ? '1 place' : `${places.length} places`}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="0" aria-label={`Places in ${personName}’s life`}>
              {places.map((place) => (
                <PlaceItem key={place.key} place={place} personId={personId} onShow={() => show(place.key)} />
              ))}
            </Stack>
          </>
        )}
        <UnplacedEvents events={unplaced} withoutPlace={withoutPlace} />
      </Box>
    </Flex>
  );
}

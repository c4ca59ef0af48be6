import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { MapPinOffIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { usePhotoMap } from '../api/photo-map';
import { PhotoMap } from '../../../components/map/photo-map';
import { PlacesList } from './places-list';

/** Spec 001 sections 2 and 8. */
export const NO_PHOTOS_WITH_LOCATIONS = 'You have no photos with locations';
export const PHOTOS_WITHOUT_LOCATION_PATH = '/photos/strip?location=none';

/** Where a place on the map leads: its location list (spec 001 section 2), keeping the person filter. */
export function locationListPath(locationId: string, personId: string | null): string {
  const search = new URLSearchParams({ location: locationId });
  if (personId) search.set('person', personId);
  return `/locationlist?${search}`;
}

/** /photos/map (query person): the photo map, the list of its places, and the empty-result dialog. */
export function PhotoMapScreen() {
  const [searchParams] = useSearchParams();
  const personId = searchParams.get('person')?.trim() || null;
  const map = usePhotoMap(personId);
  const navigate = useNavigate();
  const points = map.data?.points ?? [];
  const unmapped = map.data?.unmapped ?? [];
  const [dismissed, setDismissed] = useState(false);
  const openPlace = (locationId: string) => navigate(locationListPath(locationId, personId));

  return (
    <Flex direction="column" h={{ base: 'auto', md: 'calc(100dvh - 4rem)' }} px={{ base: '0', md: '6' }} py={{ base: '0', md: '5' }} gap="4">
      <title>Photo map · Heirloom</title>
      <Box px={{ base: '3', md: '0' }} pt={{ base: '4', md: '0' }}>
        <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          Photo map
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {map.isSuccess && points.length > 0 ? `${points.length === 1 ? '1 place' : `${points.length} places`}. Click a place to see its photos and events; click a cluster to zoom in.` : 'Where your family’s photos were taken.'}
        </Text>
      </Box>
      {map.isError ? (
        <Box px={{ base: '3', md: '0' }}>
          <FormAlert title="The map could not be loaded">{map.error.message}</FormAlert>
        </Box>
      ) : (
        <Flex flex="1" minH="0" gap="4" direction={{ base: 'column', lg: 'row' }}>
          <Box flex="1" minH={{ base: '60dvh', md: '80' }} position="relative" data-testid="photo-map">
            {map.isPending ? <Skeleton h="full" rounded="xl" aria-label="Loading the map" /> : <PhotoMap points={points} onOpenPlace={openPlace} />}
          </Box>
          {points.length + unmapped.length > 0 && (
            <Box w={{ base: 'full', lg: '80' }} flexShrink={0} overflowY="auto" px={{ base: '1', md: '0' }} pb="4">
              <Heading as="h2" textStyle="md" px="3" mb="1">
                Places
              </Heading>
              <PlacesList points={points} unmapped={unmapped} hrefFor={(place) => locationListPath(place.location_id, personId)} />
            </Box>
          )}
        </Flex>
      )}
      <Dialog.Root open={map.isSuccess && points.length + unmapped.length === 0 && !dismissed} onOpenChange={(details) => !details.open && setDismissed(true)} placement="center">
        <DialogFrame>
          <Dialog.Header>
            <Dialog.Title>{NO_PHOTOS_WITH_LOCATIONS}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="2">
              {map.data?.reason ? <Text>{map.data.reason.message}</Text> : <Text>Photos appear on the map once they have a place. Photos taken with a phone usually bring theirs along; for the others, set a place in their details.</Text>}
            </Stack>
          </Dialog.Body>
          <DialogActions cancelLabel="Close">
            <LinkButton to={PHOTOS_WITHOUT_LOCATION_PATH}>
              <MapPinOffIcon /> Photos with no location
            </LinkButton>
          </DialogActions>
        </DialogFrame>
      </Dialog.Root>
    </Flex>
  );
}

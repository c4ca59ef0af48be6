import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlaceSummary } from '@heirloom/shared/contracts/photos';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { countsText } from '../../../components/map/clusters';

interface PlacesListProps {
  /** The places on the map. */
  points: readonly PlaceSummary[];
  /** Places with no position (typed as written), listed among the others and marked. */
  unmapped?: readonly PlaceSummary[];
  hrefFor: (place: PlaceSummary) => string;
}

/**
 * The family's places as a list, most photos first: the map's places for the keyboard and screen
 * readers, and for a phone where the map is small, and the places the map cannot show.
 */
export function PlacesList({ points, unmapped = [], hrefFor }: PlacesListProps) {
  const offMap = new Set(unmapped.map((place) => place.location_id));
  const sorted = [...points, ...unmapped].sort((a, b) => b.image_count - a.image_count || a.formatted_address.localeCompare(b.formatted_address));
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label="Places with photos">
      {sorted.map((point) => (
        <Box as="li" key={point.location_id}>
          <chakra.a asChild display="flex" gap="3" alignItems="center" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
            <Link to={hrefFor(point)}>
              <Box color="brand.600" flexShrink={0}>
                <MapPinIcon />
              </Box>
              {/* Two lines for the address: 'Grand Junction, Colorado, United States' is cut short on one. */}
              <HStack flex="1" minW="0" justify="space-between" gap="2">
                <Box minW="0">
                  <Text lineClamp={2} fontWeight="medium" title={point.formatted_address}>
                    {point.formatted_address}
                  </Text>
                  {offMap.has(point.location_id) && (
                    <Text textStyle="xs" color="fg.muted">
                      Not on the map: typed as written
                    </Text>
                  )}
                </Box>
                <Text flexShrink={0} textStyle="sm" color="fg.muted">
                  {countsText(point.image_count, point.event_count)}
                </Text>
              </HStack>
            </Link>
          </chakra.a>
        </Box>
      ))}
    </Stack>
  );
}

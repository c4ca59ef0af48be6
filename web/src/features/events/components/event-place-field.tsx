import { Stack, Text } from '@chakra-ui/react';
import type { PlacePredictionView } from '@heirloom/shared/contracts/photos';
import { MIN_LOCATION_QUERY_LENGTH } from '@heirloom/shared/contracts/photos-constants';
import { useId, useState } from 'react';
import { Autocomplete } from '../../../components/autocomplete';
import { GeoNamesCredit } from '../../../components/geonames-credit';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { useDebounced } from '../../../hooks/use-debounced';
import { usePlaceSearch } from '../../../lib/search-queries';

interface EventPlaceFieldProps {
  value: string;
  onChange: (place: string) => void;
  describedBy?: string;
}

/**
 * An event's place, as webtrees and Gramps Web take it: typed freely (a farm, a parish as the record
 * spells it), with the family's places and the gazetteer's as suggestions from four characters on.
 * Choosing one writes its full name ('Boston, Massachusetts, United States').
 */
export function EventPlaceField({ value, onChange, describedBy }: EventPlaceFieldProps) {
  const [chosen, setChosen] = useState(value);
  const term = useDebounced(value.trim() === chosen.trim() ? '' : value);
  const search = usePlaceSearch(term);
  const creditId = useId();
  const predictions = term.trim().length >= MIN_LOCATION_QUERY_LENGTH ? (search.data?.predictions ?? []) : [];
  return (
    <Stack gap="1" w="full">
      <Autocomplete<PlacePredictionView>
        label="Place"
        value={value}
        onValueChange={onChange}
        options={predictions.filter((prediction) => prediction.description !== value)}
        optionKey={(prediction) => prediction.place_id}
        renderOption={(prediction) => (
          <Stack gap="0">
            <Text fontWeight="semibold" textStyle="sm">
              {prediction.structured_formatting.main_text}
            </Text>
            {prediction.structured_formatting.secondary_text && (
              <Text textStyle="xs" color="fg.muted">
                {prediction.structured_formatting.secondary_text}
              </Text>
            )}
          </Stack>
        )}
        onChoose={(prediction) => {
          setChosen(prediction.description);
          onChange(prediction.description);
        }}
        loading={search.isFetching && value.trim() !== chosen.trim()}
        startElement={<MapPinIcon color="fg.muted" />}
        describedBy={[describedBy, creditId].filter(Boolean).join(' ')}
      />
      <GeoNamesCredit id={creditId} />
    </Stack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import type { LocationChoice, PlacePredictionView } from '@heirloom/shared/contracts/photos';
import { MIN_LOCATION_QUERY_LENGTH } from '@heirloom/shared/contracts/photos-constants';
import { useId, useState } from 'react';
import { MapPinIcon } from '../../../components/ui/more-icons';
import { usePlaceSearch } from '../../../lib/search-queries';
import { useDebounced } from '../../../hooks/use-debounced';
import { Autocomplete } from '../../../components/autocomplete';
import { GeoNamesCredit } from '../../../components/geonames-credit';

/** A place as chosen: a prediction from the search, or an address typed by hand. */
export interface PlaceChoice {
  choice: LocationChoice;
  label: string;
}

type PlaceOption = { kind: 'prediction'; prediction: PlacePredictionView } | { kind: 'typed'; text: string };

interface PlaceFieldProps {
  inputId?: string;
  /** What the photo has now ('' for none). */
  initialLabel: string;
  onChange: (place: PlaceChoice | null) => void;
  /** Offer the typed text itself as a place (a farm, a house name) when the search has no match. */
  allowTyped?: boolean;
  /** Only the places already in the library (the location list's picker). */
  knownOnly?: boolean;
  label?: string;
  placeholder?: string;
  describedBy?: string;
}

/**
 * Place search (spec 000 section 3, 001 section 5): predictions from 4 characters, each with its
 * main and secondary text, the gazetteer's credit under the list, and a clear button.
 */
export function PlaceField({ inputId, initialLabel, onChange, allowTyped = true, knownOnly = false, label = 'Place', placeholder = 'Search for a town, city or country', describedBy }: PlaceFieldProps) {
  const [text, setText] = useState(initialLabel);
  const [chosen, setChosen] = useState(initialLabel);
  const term = useDebounced(text.trim() === chosen.trim() ? '' : text);
  const search = usePlaceSearch(term);
  const hintId = useId();
  const short = text.trim().length > 0 && text.trim().length < MIN_LOCATION_QUERY_LENGTH;

  const predictions = (term.trim().length >= MIN_LOCATION_QUERY_LENGTH ? (search.data?.predictions ?? []) : []).filter((prediction) => !knownOnly || prediction.location_id);
  const typed = text.trim();
  const options: PlaceOption[] = predictions.map((prediction) => ({ kind: 'prediction', prediction }));
  if (allowTyped && typed.length >= MIN_LOCATION_QUERY_LENGTH && typed !== chosen && !predictions.some((prediction) => prediction.description.toLowerCase() === typed.toLowerCase())) {
    options.push({ kind: 'typed', text: typed });
  }

  let status: string | undefined;
  if (short) status = `Type at least ${MIN_LOCATION_QUERY_LENGTH} characters to search`;
  else if (typed && typed !== chosen && search.isFetching) status = 'Searching…';
  else if (typed && typed !== chosen && search.isSuccess && options.length === 0) status = knownOnly ? 'None of your photos were taken at a place by that name' : 'No places found';
  else if (search.isError) status = search.error.message;

  const choose = (option: PlaceOption) => {
    if (option.kind === 'prediction') {
      const { prediction } = option;
      setText(prediction.description);
      setChosen(prediction.description);
      onChange({ choice: prediction.location_id ? { location_id: prediction.location_id, place_id: prediction.place_id, description: prediction.description } : { place_id: prediction.place_id, description: prediction.description }, label: prediction.description });
    } else {
      setText(option.text);
      setChosen(option.text);
      onChange({ choice: { formatted_address: option.text }, label: option.text });
    }
  };

  return (
    <Stack gap="1" w="full">
      <Autocomplete<PlaceOption>
        inputId={inputId}
        label={label}
        value={text}
        onValueChange={setText}
        options={options}
        optionKey={(option) => (option.kind === 'prediction' ? option.prediction.place_id : `typed:${option.text}`)}
        renderOption={(option) =>
          option.kind === 'prediction' ? (
            <Stack gap="0">
              <Text fontWeight="semibold" textStyle="sm">
                {option.prediction.structured_formatting.main_text}
              </Text>
              {option.prediction.structured_formatting.secondary_text && (
                <Text textStyle="xs" color="fg.muted">
                  {option.prediction.structured_formatting.secondary_text}
                </Text>
              )}
            </Stack>
          ) : (
            <Text textStyle="sm">
              Use “{option.text}” as written
            </Text>
          )
        }
        onChoose={choose}
        status={status}
        loading={search.isFetching && typed !== chosen && !short}
        placeholder={placeholder}
        startElement={<MapPinIcon color="fg.muted" />}
        onClear={() => {
          setText('');
          setChosen('');
          onChange(null);
        }}
        describedBy={[describedBy, hintId].filter(Boolean).join(' ') || undefined}
      />
      {/* One short credit whatever the search answered: the server's long one spelt its web addresses out under the field. */}
      <GeoNamesCredit id={hintId} />
    </Stack>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import type { EventView } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import { useEventSearch } from '../../../lib/search-queries';
import { useDebounced } from '../../../hooks/use-debounced';
import { Autocomplete } from '../../../components/autocomplete';
import { FlagIcon } from '../../../components/ui/more-icons';
import { readableDate, readablePlace } from '../../../lib/gedcom-display';

/** An event as chosen: an existing one, or a name for a new Custom event. */
export type EventChoice = { id: string; name: string } | { name: string; isNew: true };

type EventOption = { kind: 'event'; event: EventView } | { kind: 'new'; name: string };

interface EventChooserProps {
  inputId?: string;
  initialName: string;
  onChange: (event: EventChoice | null) => void;
  describedBy?: string;
}

/**
 * The photo panel's event chooser (spec 000 section 4): search the family's events; a name no
 * event has becomes a new Custom event (the server fills in the photo's date and place); clearing
 * the box unlinks the event.
 */
export function EventChooser({ inputId, initialName, onChange, describedBy }: EventChooserProps) {
  const [text, setText] = useState(initialName);
  const [chosen, setChosen] = useState(initialName);
  const editing = text.trim() !== chosen.trim();
  const term = useDebounced(editing ? text : '');
  const search = useEventSearch(term);
  const typed = text.trim();
  const events = term ? (search.data ?? []) : [];
  const options: EventOption[] = events.slice(0, 20).map((event) => ({ kind: 'event', event }));
  if (typed && editing && !events.some((event) => event.name.toLowerCase() === typed.toLowerCase())) options.push({ kind: 'new', name: typed });

  const choose = (option: EventOption) => {
    const name = option.kind === 'event' ? option.event.name : option.name;
    setText(name);
    setChosen(name);
    onChange(option.kind === 'event' ? { id: option.event.id, name } : { name, isNew: true });
  };

  return (
    <Autocomplete<EventOption>
      inputId={inputId}
      label="Event"
      value={text}
      onValueChange={setText}
      options={options}
      optionKey={(option) => (option.kind === 'event' ? option.event.id : `new:${option.name}`)}
      renderOption={(option) =>
        option.kind === 'event' ? (
          <Stack gap="0">
            <Text fontWeight="semibold" textStyle="sm">
              {option.event.name || option.event.event_type}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {[option.event.event_type, readableDate(option.event.start_date), readablePlace(option.event.location)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          <HStack gap="2" textStyle="sm">
            <Text>
              Create “<strong>{option.name}</strong>” as a new event
            </Text>
          </HStack>
        )
      }
      onChoose={choose}
      status={editing && typed && search.isFetching ? 'Searching…' : undefined}
      loading={editing && Boolean(typed) && search.isFetching}
      placeholder="Search events, or type a new name"
      startElement={<FlagIcon color="fg.muted" />}
      onClear={() => {
        setText('');
        setChosen('');
        onChange(null);
      }}
      describedBy={describedBy}
    />
  );
}

import { Button, HStack, Menu, Portal, Tag } from '@chakra-ui/react';
import { NONE } from '@heirloom/shared/contracts/photos-constants';
import { useNavigate } from 'react-router';
import { CalendarOffIcon, ChevronDownIcon, FilterIcon, FlagOffIcon, MapPinOffIcon } from '../../../components/ui/icons';
import { LIST_LABELS, stripSearch, type FilterSubjects, type StripFilters } from '../utils/filters';

interface FilterBarProps {
  filters: StripFilters;
  subjects: FilterSubjects;
}

const to = (filters: Partial<StripFilters>) => {
  const search = stripSearch(filters).toString();
  return `/photos/strip${search ? `?${search}` : ''}`;
};

/** The filters in force, each removable, and the quick filters (No Date, No Location, No Event) to add. */
export function FilterBar({ filters, subjects }: FilterBarProps) {
  const navigate = useNavigate();
  const chips: Array<{ key: string; label: string; without: Partial<StripFilters> }> = [];
  const rest = { ...filters, choosePerson: false };
  if (filters.person) chips.push({ key: 'person', label: filters.person === NONE ? 'Faces without a name' : `Person: ${subjects.person?.name ?? '…'}`, without: { ...rest, person: undefined } });
  if (filters.location) chips.push({ key: 'location', label: filters.location === NONE ? 'No location' : `Place: ${subjects.location?.formatted_address ?? '…'}`, without: { ...rest, location: undefined } });
  if (filters.event) chips.push({ key: 'event', label: filters.event === NONE ? 'No event' : `Event: ${subjects.event?.name ?? '…'}`, without: { ...rest, event: undefined } });
  if (filters.list?.length) chips.push({ key: 'list', label: `Family: ${filters.list.map((list) => LIST_LABELS[list]).join(', ')}`, without: { ...rest, list: undefined } });
  if (filters.noDate) chips.push({ key: 'no-date', label: 'No date', without: { ...rest, noDate: false } });

  // The API filters by one of person, place, event and list at a time; No Date goes with any.
  const hasMain = Boolean(filters.person || filters.location || filters.event || filters.list?.length);
  return (
    <HStack gap="2" wrap="wrap" aria-label="Filters" role="group">
      {chips.map((chip) => (
        <Tag.Root key={chip.key} size="lg" variant="subtle" colorPalette="brand" rounded="full">
          <Tag.Label>{chip.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`Remove the filter ${chip.label}`} onClick={() => navigate(to(chip.without))} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Menu.Root positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" rounded="full">
            <FilterIcon /> Filter <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              <Menu.Item value="no-date" disabled={filters.noDate} onClick={() => navigate(to({ ...rest, noDate: true }))}>
                <CalendarOffIcon /> No Date
              </Menu.Item>
              <Menu.Item value="no-location" disabled={hasMain} onClick={() => navigate(to({ noDate: filters.noDate, location: NONE }))}>
                <MapPinOffIcon /> No Location
              </Menu.Item>
              <Menu.Item value="no-event" disabled={hasMain} onClick={() => navigate(to({ noDate: filters.noDate, event: NONE }))}>
                <FlagOffIcon /> No Event
              </Menu.Item>
              {chips.length > 0 && (
                <Menu.Item value="all" onClick={() => navigate('/photos/strip')}>
                  Show all photos
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

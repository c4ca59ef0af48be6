import { Button, HStack } from '@chakra-ui/react';
import { Tag } from '../../../components/ui/chakra/tag';
import { NONE } from '@heirloom/shared/contracts/photos-constants';
import { useNavigate } from 'react-router';
import { ChevronDownIcon, FilterIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import { LIST_LABELS, stripAddress, type FilterSubjects, type StripFilters } from '../utils/filters';
import type { FilterMenuProps } from './filter-menu';
import { relationTitle } from '../../../lib/relation-choice';

/** The quick-filter menu is code the strip does not need until someone may open it. */
const filterMenu = deferredPart<FilterMenuProps>(() => import('./filter-menu').then((module) => module.FilterMenu));

interface FilterBarProps {
  filters: StripFilters;
  subjects: FilterSubjects;
}

/** The filters in force, each removable, and the quick filters (No Date, No Location, No Event, Favourites) to add. */
export function FilterBar({ filters, subjects }: FilterBarProps) {
  const navigate = useNavigate();
  const chips: Array<{ key: string; label: string; without: Partial<StripFilters> }> = [];
  const rest = { ...filters, choosePerson: false };
  // A face group nobody has named yet has an empty name ('See their photos' on home leads here), called as its faces are.
  const personName = subjects.person ? subjects.person.name || 'Unnamed person' : '…';
  if (filters.person) chips.push({ key: 'person', label: filters.person === NONE ? 'Faces without a name' : `Person: ${personName}`, without: { ...rest, person: undefined } });
  if (filters.location) chips.push({ key: 'location', label: filters.location === NONE ? 'No location' : `Place: ${subjects.location?.formatted_address ?? '…'}`, without: { ...rest, location: undefined } });
  if (filters.event) chips.push({ key: 'event', label: filters.event === NONE ? 'No event' : `Event: ${subjects.event?.name ?? '…'}`, without: { ...rest, event: undefined } });
  if (filters.list?.length) chips.push({ key: 'list', label: `Family: ${filters.list.map((list) => LIST_LABELS[list]).join(', ')}`, without: { ...rest, list: undefined } });
  if (filters.relatives) {
    const { relation, degree } = filters.relatives;
    const whose = personName;
    const label = relation === 'branch' ? `Branch: ${whose}${subjects.relatives?.partner ? ` and ${subjects.relatives.partner.name}` : ''}` : `${relationTitle(relation, degree)} of ${whose}`;
    chips.push({ key: 'relatives', label, without: { ...rest, relatives: undefined } });
  }
  if (filters.favorites) chips.push({ key: 'favorites', label: 'Favourites', without: { ...rest, favorites: false } });
  if (filters.noDate) chips.push({ key: 'no-date', label: 'No date', without: { ...rest, noDate: false } });

  return (
    <HStack gap="2" wrap="wrap" aria-label="Filters" role="group">
      {chips.map((chip) => (
        <Tag.Root key={chip.key} size="lg" variant="subtle" colorPalette="brand" rounded="full">
          <Tag.Label>{chip.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`Remove the filter ${chip.label}`} onClick={() => navigate(stripAddress(chip.without))} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <LoadOnIntent
        part={filterMenu}
        props={{ filters, filtered: chips.length > 0 }}
        trigger={
          <Button size="xs" variant="outline" rounded="full" aria-haspopup="menu">
            <FilterIcon /> Filter <ChevronDownIcon />
          </Button>
        }
      />
    </HStack>
  );
}

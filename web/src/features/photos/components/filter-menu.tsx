import { Portal } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { Menu } from '../../../components/ui/chakra/menu';
import { NONE } from '@heirloom/shared/contracts/photos-constants';
import { useNavigate } from 'react-router';
import { CalendarOffIcon, FamilyIcon, FlagOffIcon, MapPinOffIcon, PhotosIcon, TrashIcon } from '../../../components/ui/icons';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { stripAddress, type StripFilters } from '../utils/filters';

export interface FilterMenuProps {
  filters: StripFilters;
  /** Whether a filter is in force (then 'Show all photos' is offered). */
  filtered: boolean;
}

/** The strip's quick filters (No Date, No Location, No Event, Favourites), a chosen person's relatives (issue 34), and the ways to the duplicates review and Recently deleted, loaded the first time someone may open them (see ./filter-bar). */
export function FilterMenu({ trigger, defaultOpen, filters, filtered }: FilterMenuProps & DeferredPartProps) {
  const navigate = useNavigate();
  const rest = { ...filters, choosePerson: false };
  // The API filters by one of person, place, event, list and favourites at a time; No Date goes with any.
  const hasMain = Boolean(filters.person || filters.location || filters.event || filters.list?.length || filters.relatives || filters.favorites);
  const person = filters.person && filters.person !== NONE ? filters.person : undefined;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.Item value="no-date" disabled={filters.noDate} onClick={() => navigate(stripAddress({ ...rest, noDate: true }))}>
              <CalendarOffIcon /> No Date
            </Menu.Item>
            <Menu.Item value="no-location" disabled={hasMain} onClick={() => navigate(stripAddress({ noDate: filters.noDate, location: NONE }))}>
              <MapPinOffIcon /> No Location
            </Menu.Item>
            <Menu.Item value="no-event" disabled={hasMain} onClick={() => navigate(stripAddress({ noDate: filters.noDate, event: NONE }))}>
              <FlagOffIcon /> No Event
            </Menu.Item>
            <Menu.Item value="favorites" disabled={hasMain} onClick={() => navigate(stripAddress({ noDate: filters.noDate, favorites: true }))}>
              <Heart aria-hidden size="1.25em" /> Favourites
            </Menu.Item>
            {person && (
              <Menu.Item value="relatives" onClick={() => navigate(stripAddress({ noDate: filters.noDate, relatives: { personId: person, relation: 'descendants', degree: 1 } }))}>
                <FamilyIcon /> Their relatives…
              </Menu.Item>
            )}
            {filtered && (
              <Menu.Item value="all" onClick={() => navigate('/photos/strip')}>
                Show all photos
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="duplicates" onClick={() => navigate('/duplicates')}>
              <PhotosIcon /> Review duplicates
            </Menu.Item>
            <Menu.Item value="trash" onClick={() => navigate('/photos/trash')}>
              <TrashIcon /> Recently deleted
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

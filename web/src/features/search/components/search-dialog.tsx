import { Box, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { MIN_LOCATION_QUERY_LENGTH } from '@heirloom/shared/contracts/photos-constants';
import { lifeYearsText } from '@heirloom/shared/rules/living';
import { ArrowRight, BookOpen, CalendarDays, History, Image as ImageIcon, MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/autocomplete';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-frame';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { SearchIcon } from '../../../components/ui/icons';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { useDebounced } from '../../../hooks/use-debounced';
import { avatarPalette } from '../../../lib/person-display';
import { useEventSearch, usePersonSearch, usePhotoSearch, usePlaceSearch, useSourceSearch } from '../../../lib/search-queries';
import { useRecentSearches } from '../stores/recent-searches';
import { searchHits, type SearchHit } from '../utils/search-hits';

export interface SearchDialogProps {
  /** Whose recent choices to offer (each account on a shared device has its own). */
  accountId: string;
}

/** The search itself, opened from the top bar (./site-search): people, events, sources, places and photos as they are typed. */
export function SearchDialog({ trigger, defaultOpen, accountId }: SearchDialogProps & DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="top" size="lg" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          {/* The whole screen on a phone, as a phone's search is; a box under the top bar from sm up. */}
          <Dialog.Content my={{ base: '0', sm: '16' }} minH={{ base: '100dvh', sm: 'auto' }} rounded={{ base: 'none', sm: 'l3' }}>
            <Dialog.Header pb="2">
              <Dialog.Title>Search</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <SearchBox accountId={accountId} onDone={() => setOpen(false)} />
            </Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SearchBox({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const navigate = useNavigate();
  const recent = useRecentSearches((state) => state.byAccount[accountId]);
  const remember = useRecentSearches((state) => state.remember);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim());
  const persons = usePersonSearch(term);
  const events = useEventSearch(term);
  const sources = useSourceSearch(term);
  const places = usePlaceSearch(term);
  const photos = usePhotoSearch(term);
  const searchesPlaces = term.length >= MIN_LOCATION_QUERY_LENGTH;
  const asked = [persons, events, sources, photos, ...(searchesPlaces ? [places] : [])];
  const hits: SearchHit[] = term
    ? searchHits({ persons: persons.data, events: events.data, sources: sources.data, places: searchesPlaces ? places.data?.predictions : [], photos: photos.data }, term)
    : text.trim()
      ? []
      : (recent ?? []).map((hit) => ({ ...hit, group: 'Recent' as const }));
  const loading = asked.some((search) => search.isFetching);
  const settled = term !== '' && term === text.trim() && !loading;
  const failed = asked.find((search) => search.isError)?.error;
  return (
    <Autocomplete<SearchHit>
      label="Search people, events, sources, places and photos"
      autoFocus
      alwaysOpen
      value={text}
      onValueChange={setText}
      options={hits}
      optionKey={(hit) => hit.key}
      groupOf={(hit) => hit.group}
      renderOption={(hit) => <HitRow hit={hit} />}
      onChoose={(hit) => {
        remember(accountId, hit);
        onDone();
        void navigate(hit.to);
      }}
      onClear={() => setText('')}
      loading={loading}
      listMaxH="min(65vh, 32rem)"
      placeholder="Names, events, sources, places, captions"
      startElement={<SearchIcon color="fg.muted" />}
      status={
        !text.trim()
          ? 'Find anyone in your family tree, their events, its sources, the places of your photos, a photo by its place, caption or file name, or a year.'
          : failed
            ? failed.message
            : settled
              ? searchesPlaces
                ? `No people, events, sources, places or photos matching “${term}”`
                : `No people, events, sources or photos matching “${term}”. Places are searched from ${MIN_LOCATION_QUERY_LENGTH} letters on.`
              : undefined
      }
    />
  );
}

function HitRow({ hit }: { hit: SearchHit }) {
  switch (hit.kind) {
    case 'person':
      return (
        <HStack gap="2.5" minW="0">
          <AvatarBadge size="xs" colorPalette={avatarPalette(hit.person.sex)} variant="solid" aria-hidden name={hit.name} src={hit.person.person_thumbnail_url} />
          <HitText name={hit.name} detail={lifeYearsText(hit.person.life_span)} />
        </HStack>
      );
    case 'more-people':
    case 'more-photos':
      return (
        <HStack gap="2.5" color="brand.700">
          <KindIcon>
            <ArrowRight />
          </KindIcon>
          <Text textStyle="sm">
            All {hit.kind === 'more-people' ? 'people' : 'photos'} matching “{hit.term}”
          </Text>
        </HStack>
      );
    case 'photo':
      return (
        <HStack gap="2.5" minW="0">
          <PhotoThumb src={hit.thumbnail} placeholder={hit.placeholder} />
          <HitText name={hit.name} detail={hit.detail} />
        </HStack>
      );
    case 'event':
    case 'source':
    case 'place':
    case 'year':
      return (
        <HStack gap="2.5" minW="0">
          <KindIcon>{hit.kind === 'event' ? <CalendarDays /> : hit.kind === 'source' ? <BookOpen /> : hit.kind === 'year' ? <History /> : <MapPin />}</KindIcon>
          <HitText name={hit.name} detail={hit.detail} />
        </HStack>
      );
  }
}

/** A hit's name, and under it what tells it apart: a person's years, an event's date and place, a source's author, a place's region. */
const HitText = ({ name, detail }: { name: string; detail?: string | null }) => (
  <Stack gap="0" minW="0">
    <Text textStyle="sm" truncate>
      {name}
    </Text>
    {detail && (
      <Text textStyle="xs" color="fg.muted" truncate>
        {detail}
      </Text>
    )}
  </Stack>
);

/**
 * A photo's small picture in the avatar's place, over its blurred placeholder. A photo chosen before
 * comes back among the recent searches with a link that may have expired: then the photo icon shows.
 */
function PhotoThumb({ src, placeholder }: { src: string; placeholder: string | null }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <KindIcon>
        <ImageIcon />
      </KindIcon>
    );
  }
  return (
    <Box asChild w="6" h="6" flexShrink={0} rounded="sm" objectFit="cover" bgImage={placeholder ? `url(${placeholder})` : undefined} bgSize="cover" aria-hidden>
      <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
    </Box>
  );
}

/** An icon in the avatar's place, so every row's text starts at one line. */
const KindIcon = ({ children }: { children: ReactNode }) => (
  <Box w="6" flexShrink={0} display="flex" justifyContent="center" color="fg.muted" css={{ '& svg': { width: '4', height: '4' } }} aria-hidden>
    {children}
  </Box>
);

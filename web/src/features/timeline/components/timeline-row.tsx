import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { useState, type DragEvent } from 'react';
import { PhotoIcon } from '../../../components/ui/icons';
import { CalendarIcon, CalendarPlusIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { readableDate } from '../../../lib/gedcom-display';
import { eventDetails } from '../utils/event-details';
import { yearLabel, yearOf } from '../utils/years';

/** Every timeline row is this high, so rows added above keep the view still by a known amount. */
export const TIMELINE_ROW_HEIGHT = 76;
export const PHOTO_DRAG_TYPE = 'application/x-heirloom-photo';

interface TimelineRowProps {
  item: TimelineItem;
  /** The name of the event a photo is attached to, when that event is loaded. */
  eventName: string | null;
  /** Given when photos can be attached to events here. */
  onAttachRequest?: (photo: TimelineItem) => void;
  onDropPhoto?: (photoId: string, event: TimelineItem) => void;
}

/** When it happened, read as elsewhere ('ABT 1850' as 'about 1850'): '1 May 1900 to 3 May 1900'; the year when nothing was typed. */
function dateText(item: TimelineItem): string {
  if (item.item_type === 'photo') return item.date_taken ?? yearLabel(yearOf(item.sort_date));
  if (item.start_date && item.end_date) return `${readableDate(item.start_date)} to ${readableDate(item.end_date)}`;
  return item.start_date ? readableDate(item.start_date) : yearLabel(yearOf(item.sort_date));
}

/** A photo in an event already is moved to another (a photo is in one event at a time). */
const attachLabel = (photo: TimelineItem) => (photo.event_id ? 'Move to another event' : 'Add to event');

/** One event or photo on the timeline; photos drag onto events (or use 'Add to event'). */
export function TimelineRow({ item, eventName, onAttachRequest, onDropPhoto }: TimelineRowProps) {
  const [dropping, setDropping] = useState(false);
  const isEvent = item.item_type === 'event';
  // A photo is called by what the family wrote about it, before the name its file came with.
  const title = isEvent ? item.name || item.event_type : item.description?.trim() || item.name || 'Photo';
  const accepts = (event: DragEvent) => isEvent && onDropPhoto !== undefined && event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);

  return (
    <Flex
      h={`${TIMELINE_ROW_HEIGHT - 8}px`}
      align="center"
      gap="3"
      px="3"
      rounded="lg"
      borderWidth="1px"
      borderColor={dropping ? 'brand.500' : 'border'}
      bg={dropping ? 'brand.50' : 'bg.panel'}
      data-testid={`timeline-${item.item_type}`}
      data-id={item.id}
      draggable={!isEvent && onAttachRequest !== undefined}
      onDragStart={(event) => {
        if (isEvent) return;
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, item.id);
        event.dataTransfer.effectAllowed = 'link';
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'link';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        const photoId = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (!isEvent || !photoId || !onDropPhoto) return;
        event.preventDefault();
        onDropPhoto(photoId, item);
      }}
    >
      {/* Read in full: on a phone 84 px of two lines cut '27 Mar 2022 to 30 Mar 2022' to '27 Mar 2022…'; smaller there, three lines fit the row ('between 1850' / 'and 1860', a range's two days). */}
      <Text w={{ base: '96px', md: '150px' }} flexShrink={0} textStyle={{ base: 'xs', md: 'sm' }} color="fg.muted" lineClamp={{ base: 3, md: 2 }} fontVariantNumeric="tabular-nums" data-timeline-date="">
        {dateText(item)}
      </Text>
      {isEvent ? (
        <Flex boxSize={{ base: '9', md: '12' }} flexShrink={0} rounded="full" bg="brand.50" color="brand.700" align="center" justify="center" aria-hidden>
          <CalendarIcon boxSize="5" />
        </Flex>
      ) : item.thumbnail_url ? (
        <Image src={item.thumbnail_url} alt="" boxSize="12" flexShrink={0} rounded="md" objectFit="cover" bg="bg.muted" loading="lazy" />
      ) : (
        <Flex boxSize="12" flexShrink={0} rounded="md" bg="bg.muted" align="center" justify="center" aria-hidden>
          <PhotoIcon boxSize="5" />
        </Flex>
      )}
      <Box flex="1" minW="0">
        {/* Two lines before it is cut: on a phone one line left 'John Fitzgerald…', not saying whose event it is. Smaller there, so both fit the row with the line below. */}
        <AppLink to={isEvent ? `/event/${item.id}` : `/photo/${item.id}`} fontWeight="medium" textStyle={{ base: 'sm', md: 'md' }} lineClamp={2}>
          {title}
        </AppLink>
        <Text textStyle="sm" color="fg.muted" lineClamp={1}>
          {isEvent
            ? eventDetails(item)
            : [item.image_type === 'video' ? 'Video' : 'Photo', eventName ? `in ${eventName}` : item.event_id ? 'in an event' : null, item.location].filter(Boolean).join(' · ')}
        </Text>
      </Box>
      {!isEvent && onAttachRequest && (
        // On a phone the words would leave the photo's name a few letters: the icon says it there.
        <Button size="xs" variant="outline" flexShrink={0} px={{ base: '2', sm: '3' }} onClick={() => onAttachRequest(item)} aria-label={`${attachLabel(item)}: ${title}`}>
          <CalendarPlusIcon />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            {attachLabel(item)}
          </Box>
        </Button>
      )}
    </Flex>
  );
}

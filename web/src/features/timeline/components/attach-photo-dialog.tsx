import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { sortKeyOfTimelineDate } from '@heirloom/shared/rules/timeline-date';
import { useMemo, useState } from 'react';

interface AttachPhotoDialogProps {
  photo: TimelineItem | null;
  /** The events loaded on the timeline. */
  events: readonly TimelineItem[];
  onClose: () => void;
  onChoose: (photo: TimelineItem, event: TimelineItem) => void;
}

const MAX_CHOICES = 30;
const dayNumber = (item: TimelineItem) => {
  const [year = '0', month = '0', day = '0'] = (sortKeyOfTimelineDate(item.sort_date) ?? '0-0-0').split('-');
  return Number(year) * 372 + Math.max(Number(month) - 1, 0) * 31 + Math.max(Number(day) - 1, 0);
};

/**
 * The keyboard way to do what dragging a photo onto an event does: the loaded events, nearest in
 * time to the photo first, filtered by name as typed.
 */
export function AttachPhotoDialog({ photo, events, onClose, onChoose }: AttachPhotoDialogProps) {
  const [filter, setFilter] = useState('');
  const choices = useMemo(() => {
    if (!photo) return [];
    const when = dayNumber(photo);
    const typed = filter.trim().toLowerCase();
    return events
      .filter((event) => !typed || event.name.toLowerCase().includes(typed))
      .sort((a, b) => Math.abs(dayNumber(a) - when) - Math.abs(dayNumber(b) - when))
      .slice(0, MAX_CHOICES);
  }, [photo, events, filter]);

  return (
    <Dialog.Root
      open={photo !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          setFilter('');
          onClose();
        }
      }}
      placement="top"
      lazyMount
      unmountOnExit
    >
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{photo?.event_id ? `Move “${photo.name}” to another event` : `Add “${photo?.name}” to an event`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          <Input autoFocus type="search" aria-label="Filter events by name" placeholder="Filter events by name" value={filter} onChange={(event) => setFilter(event.target.value)} mb="3" />
          {choices.length === 0 ? (
            <Text color="fg.muted">No events on the timeline near this photo{filter ? ' match that name' : ''}.</Text>
          ) : (
            <Stack gap="1" role="list" aria-label="Events, nearest in time first" maxH="60vh" overflowY="auto">
              {choices.map((event) => (
                <Box role="listitem" key={event.id}>
                  <Button
                    variant={photo?.event_id === event.id ? 'subtle' : 'ghost'}
                    w="full"
                    justifyContent="flex-start"
                    onClick={() => {
                      if (photo) onChoose(photo, event);
                      setFilter('');
                    }}
                  >
                    <Text as="span" color="fg.muted" minW="24" textAlign="start">
                      {event.start_date}
                    </Text>
                    <Text as="span" truncate>
                      {event.name}
                    </Text>
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}

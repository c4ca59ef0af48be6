import { Stack, Text } from '@chakra-ui/react';
import type { RemovedEventView } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import { PutBackDialog, PutBackRow } from '../../../components/put-back-dialog';
import { toaster } from '../../../components/ui/toaster';
import { dayText } from '../../../lib/app-dates';
import { eventTypeLabel } from '../../../lib/event-labels';
import { useFamilyRights } from '../../../lib/family-role';
import { readableDate } from '../../../lib/gedcom-display';
import { useRemovedEvents, useRestoreEvent } from '../api/removed-events';

/**
 * 'Deleted events' once an event has been deleted in the last 30 days: a dialog listing them, most
 * recently deleted first, each with 'Put back' for whoever may (the admins, or whoever added it),
 * for when the notice's Undo has gone. Deleting keeps an event's people, notes, citations and photo
 * links, so putting it back returns it whole. `onRestored`: what else shows events is read again.
 */
export function DeletedEventsButton({ onRestored }: { onRestored?: () => void }) {
  const removed = useRemovedEvents();
  const events = removed.data?.pages.flatMap((page) => page.events) ?? [];
  // Open, it stays open when the last one is put back, saying so; closed, the button goes.
  const [open, setOpen] = useState(false);
  if (!events.length && !open) return null;
  return (
    <PutBackDialog
      title="Deleted events"
      description="Events deleted in the last 30 days. Put one back and it returns with its people, notes, citations and photos."
      open={open}
      onOpenChange={setOpen}
      more={{ hasNextPage: removed.hasNextPage, isFetchingNextPage: removed.isFetchingNextPage, fetchNextPage: () => void removed.fetchNextPage() }}
    >
      {events.length ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Deleted events">
          {events.map((event) => (
            <DeletedEventRow key={event.id} event={event} onRestored={onRestored} />
          ))}
        </Stack>
      ) : (
        <Text>Every deleted event has been put back.</Text>
      )}
    </PutBackDialog>
  );
}

function DeletedEventRow({ event, onRestored }: { event: RemovedEventView; onRestored: (() => void) | undefined }) {
  const rights = useFamilyRights();
  const restore = useRestoreEvent(onRestored);
  const name = event.name.trim() || eventTypeLabel(event.event_type);
  const date = readableDate(event.start_date);
  return (
    <PutBackRow
      title={
        <Text fontWeight="medium" truncate>
          {name}
        </Text>
      }
      name={name}
      detail={[date, `deleted ${dayText(event.removed_at)}`].filter(Boolean).join(' · ')}
      mayPutBack={rights.ready && rights.mayChange(event.created_by)}
      pending={restore.isPending}
      error={restore.error}
      onPutBack={() => restore.mutate(event.id, { onSuccess: () => toaster.create({ type: 'success', title: `“${name}” is back` }) })}
    />
  );
}

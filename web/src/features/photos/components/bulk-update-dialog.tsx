import { Button, chakra, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogActions, DialogCloseButton } from '../../../components/ui/dialog-frame';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useUpdatePhotos, type BulkChanges } from '../api/update-photos';
import { checkPhotoDate } from '../utils/photo-date';
import { countOf } from '../utils/format';
import { DateField } from './date-field';
import { EventChooser, type EventChoice } from './event-chooser';
import { PlaceField, type PlaceChoice } from './place-field';

interface BulkUpdateDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the photos were saved (the toolbar ends the selection then, as Google Photos and Immich do). */
  onUpdated?: () => void;
}

/** Update Selected Items: one place, event or date for every selected photo; what is left empty stays as it is. */
export function BulkUpdateDialog({ ids, open, onOpenChange, onUpdated }: BulkUpdateDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        {/* As tall as its fields, scrolling inside only past the window's height. A phone's 'full' size made it the window's height there, and, being responsive, left that height on a desktop too (Chakra's md size sets only the width). */}
        <Dialog.Positioner px="4">
          <Dialog.Content>{open && <BulkUpdateForm
              ids={ids}
              onDone={() => {
                onOpenChange(false);
                onUpdated?.();
              }}
            />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BulkUpdateForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const update = useUpdatePhotos();
  const [place, setPlace] = useState<PlaceChoice | null | undefined>(undefined);
  const [event, setEvent] = useState<EventChoice | null | undefined>(undefined);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  const serverDateError = isApiError(update.error) ? update.error.fieldMessage('date_taken') : undefined;

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const changes: BulkChanges = {};
    if (place) changes.location = place.choice;
    if (event) changes.event = 'isNew' in event ? { name: event.name } : { id: event.id };
    if (date.trim()) {
      const checked = checkPhotoDate(date);
      if (!checked.ok) {
        setDateError(checked.message);
        return;
      }
      changes.date_taken = checked.value;
    }
    if (Object.keys(changes).length === 0) {
      setNothing(true);
      return;
    }
    update.mutate(
      { ids, changes },
      {
        onSuccess: (result) => {
          toaster.create({ type: 'success', title: `${countOf(result.count, 'item')} updated` });
          onDone();
        },
      },
    );
  };

  return (
    // A column that may shrink, so the dialog's body scrolls inside it when the fields are taller than the window.
    <chakra.form display="flex" flexDirection="column" minH="0" onSubmit={onSubmit} aria-label="Update selected items" noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>Update Selected Items</Dialog.Title>
        <Dialog.Description color="fg.muted" textStyle="sm">
          Set the place, event or date of {countOf(ids.length, 'selected item')} at once. What you leave empty stays as it is.
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Field.Root>
            <Field.Label fontWeight="medium">Place</Field.Label>
            <PlaceField initialLabel="" onChange={(next) => (setPlace(next), setNothing(false))} />
          </Field.Root>
          <Field.Root>
            <Field.Label fontWeight="medium">Event</Field.Label>
            <EventChooser initialName="" onChange={(next) => (setEvent(next), setNothing(false))} />
          </Field.Root>
          <DateField
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateError(null);
              setNothing(false);
            }}
            onBlur={() => {
              const checked = checkPhotoDate(date, () => undefined);
              setDateError(checked.ok ? null : checked.message);
            }}
            error={dateError ?? serverDateError ?? null}
          />
          {nothing && <Text color="fg.error" textStyle="sm" role="alert">Choose a place or an event, or type a date, to update the selected items.</Text>}
          {update.isError && !serverDateError && <FormAlert>{update.error.message}</FormAlert>}
        </Stack>
      </Dialog.Body>
      <DialogActions>
        <Button type="submit" loading={update.isPending} loadingText="Updating…">
          Update {countOf(ids.length, 'item')}
        </Button>
      </DialogActions>
      <DialogCloseButton />
    </chakra.form>
  );
}

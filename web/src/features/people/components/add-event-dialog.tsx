import { Button, Input, Stack } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { EVENT_TYPE_DEFINITIONS, eventTypeDefinition, rolesFor } from '@heirloom/shared/rules/events';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/option-select';
import { useCreateEvent } from '../api/create-event';
import { dateProblem } from '../../../lib/date-problems';
import { eventTypeLabel, roleLabel } from '../../../lib/event-labels';
import { PlusIcon } from '../../../components/ui/more-icons';

/** The role a person most likely has in an event they add to their own life: the type's first required role. */
export const defaultRoleFor = (type: string): string => eventTypeDefinition(type)?.requiredRoles[0] ?? 'present';

const EVENT_TYPE_OPTIONS = EVENT_TYPE_DEFINITIONS.map((definition) => ({ value: definition.type, label: definition.label }));

interface AddEventDialogProps {
  personId: string;
  personName: string;
  /** Called with the new event (and the person's id, which may have changed) once it exists. */
  onCreated: (eventId: string, personId: string) => void;
}

/**
 * 'Add event' on a person (spec 001 section 4): choose the type and the person's role, optionally a
 * date; the event is created at once and the person is taken to it to fill in the rest.
 */
export function AddEventDialog({ personId, personName, onCreated }: AddEventDialogProps) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState('birth');
  const [role, setRole] = useState(defaultRoleFor('birth'));
  const [date, setDate] = useState('');
  const create = useCreateEvent();
  // Said in the person's terms; the spec's text is for the log only (spec 000 section 8).
  const dateError = dateProblem(date)?.message;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (dateError) return;
    create.mutate(
      { event_type: type, event_role: role as never, person_id: personId, start_date: date.trim() },
      {
        onSuccess: (result) => {
          setOpen(false);
          onCreated(result.event.id, result.person.id);
        },
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) create.reset();
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm">
          <PlusIcon /> Add event
        </Button>
      </Dialog.Trigger>
      <DialogFrame>
        <form style={{ display: 'contents' }} noValidate aria-label="Add event" onSubmit={submit}>
          <Dialog.Header>
            <Dialog.Title>Add an event to {personName}’s life</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <FormField label="Event type">
                <OptionSelect
                  value={type}
                  onValueChange={(chosen) => {
                    setType(chosen);
                    setRole(defaultRoleFor(chosen));
                  }}
                  options={EVENT_TYPE_OPTIONS}
                />
              </FormField>
              <FormField label={`${personName}’s role`} helper={`In a ${eventTypeLabel(type).toLowerCase()}, who was ${personName}?`}>
                <OptionSelect value={role} onValueChange={setRole} options={rolesFor(type).map((each) => ({ value: each, label: roleLabel(each) }))} />
              </FormField>
              <FormField label="Date" optionalText=" (optional)" errors={dateError ? [dateError] : undefined} helper="For example 1 May 1890, May 1890, 1890, about 1890.">
                <Input value={date} autoComplete="off" onChange={(event) => setDate(event.target.value)} />
              </FormField>
              {create.isError && <FormAlert>{create.error.message}</FormAlert>}
            </Stack>
          </Dialog.Body>
          <DialogActions>
            <Button type="submit" loading={create.isPending} loadingText="Adding…" disabled={Boolean(dateError)}>
              Add event
            </Button>
          </DialogActions>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

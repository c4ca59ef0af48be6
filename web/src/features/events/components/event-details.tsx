import { Badge, Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import type { EventView } from '@heirloom/shared/contracts/family';
import { EVENT_TYPE_DEFINITIONS, isEventType } from '@heirloom/shared/rules/events';
import { formatFuzzyDate, parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { LockedFields } from '../../../components/ui/locked-fields';
import { useFamilyRights } from '../../../lib/family-role';
import { eventKeys } from '../api/keys';
import { useSaveEvent, useSavingEvent } from '../api/save-event';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { useEventOutlet } from '../hooks/use-event-outlet';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { dateError, eventChanged, eventFormOf, eventFormReducer, saveRequestOf, showsEndDate, type EventForm } from '../utils/event-form';
import { eventTypeLabel } from '../../../lib/event-labels';
import { ParticipantsList } from './participants-list';
import { SavingNotice } from './saving-notice';
import { EventPlaceField } from './event-place-field';

const DATE_HINT = 'For example 1 May 2018, May 2018, 2018, about 1900, or 1 May 2018 to 3 May 2018.';

/** /event/{id}/details: type, name, dates, place and participants; saved when the page is left. */
export function EventDetails() {
  const { event } = useEventOutlet();
  const ready = useAfterPendingSave(useSavingEvent(event.id));
  if (!ready) return <SavingNotice />;
  return <EventDetailsForm key={event.id} event={event} />;
}

function EventDetailsForm({ event }: { event: EventView }) {
  const [form, dispatch] = useReducer(eventFormReducer, event, eventFormOf);
  // A member who did not add the event may add people to it, nothing more (the page says so above).
  const rights = useFamilyRights();
  const locked = rights.ready && !rights.mayChange(event.created_by);
  const [savedRows] = useState(() => new Set(form.participants.filter((row) => row.person).map((row) => row.key)));
  const save = useSaveEvent();
  const queryClient = useQueryClient();
  const dirty = eventChanged(event, form);

  const submit = (current: EventForm) => {
    for (const field of ['start_date', 'end_date'] as const) {
      const problem = dateError(current[field]);
      // Spec 000 section 8: a date that cannot be parsed is logged; the text is kept as typed.
      if (problem) console.warn(`${problem.error}: "${current[field]}"`);
    }
    return save.mutateAsync({ id: event.id, event: saveRequestOf(current) });
  };

  useSaveOnLeave({
    // A deleted event (its cache entry removed) has nothing left to save.
    isDirty: () => queryClient.getQueryData(eventKeys.event(event.id)) !== undefined && eventChanged(event, form),
    save: () => submit(form),
    describe: () => `the event “${event.name || eventTypeLabel(event.event_type)}”`,
  });

  const types = isEventType(form.event_type) ? EVENT_TYPE_DEFINITIONS : [{ type: form.event_type, label: form.event_type }, ...EVENT_TYPE_DEFINITIONS];
  const startError = dateError(form.start_date)?.message;
  const endError = dateError(form.end_date)?.message;
  const withEnd = showsEndDate(form);

  return (
    <Stack gap="6">
      <LockedFields locked={locked} gap="6">
        <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap="4">
          <FormField label="Event type">
            <OptionSelect
              value={form.event_type}
              onValueChange={(eventType) => dispatch({ type: 'event_type', eventType })}
              options={types.map((definition) => ({ value: definition.type, label: definition.label }))}
            />
          </FormField>
          <FormField
            label={
              <HStack as="span" gap="2">
                <span>Name</span>
                {form.naming.auto_name && (
                  <Badge colorPalette="sage" variant="subtle" size="sm">
                    Automatic
                  </Badge>
                )}
              </HStack>
            }
            helper={
              form.naming.auto_name
                ? 'Named automatically from its type and the people in it. Type to give it a name of your own.'
                : 'A name of your own. Clear the box to name it automatically again.'
            }
          >
            <Input value={form.naming.name} autoComplete="off" onChange={(change) => dispatch({ type: 'name', typed: change.target.value })} />
          </FormField>
        </Grid>

        <Grid templateColumns={{ base: '1fr', md: withEnd ? '1fr 1fr' : '1fr' }} gap="4" maxW={withEnd ? undefined : { md: 'md' }}>
          <DateField label={withEnd ? 'Start date' : 'Date'} value={form.start_date} error={startError} onChange={(value) => dispatch({ type: 'field', field: 'start_date', value })} />
          {withEnd && <DateField label="End date" value={form.end_date} error={endError} onChange={(value) => dispatch({ type: 'field', field: 'end_date', value })} />}
        </Grid>

        <Box maxW={{ md: 'xl' }}>
          <FormField label="Place" helper="Where it happened, as precisely as you know: a town, a church, an address.">
            <EventPlaceField value={form.location} onChange={(value) => dispatch({ type: 'field', field: 'location', value })} />
          </FormField>
        </Box>
      </LockedFields>

      <Box as="section" aria-labelledby="participants-heading">
        <Heading as="h2" id="participants-heading" textStyle="lg" mb="1">
          People
        </Heading>
        <Text color="fg.muted" textStyle="sm" mb="3">
          Everyone who took part, and as what. Empty slots are the roles a {eventTypeLabel(form.event_type).toLowerCase()} needs.
        </Text>
        <ParticipantsList eventType={form.event_type} rows={form.participants} dispatch={dispatch} isLocked={locked ? (row) => savedRows.has(row.key) : undefined} />
      </Box>

      <Stack gap="2">
        {save.isError && <FormAlert title="The event was not saved">{fieldMessages(save.error) ?? save.error.message}</FormAlert>}
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => void submit(form).catch(() => undefined)} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
            Save event
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess ? 'Saved.' : 'No changes.'}
          </Text>
        </HStack>
      </Stack>
    </Stack>
  );
}

function DateField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const parsed = parseFuzzyDate(value);
  const reading = parsed.kind === 'parsed' ? formatFuzzyDate(parsed) : null;
  const helper = reading && reading !== value.trim() ? `Read as ${reading}.` : DATE_HINT;
  return (
    <FormField label={label} errors={error ? [error] : undefined} helper={error ? 'The date is kept as typed, but cannot be placed on the timeline until it can be read.' : helper}>
      <Input value={value} autoComplete="off" onChange={(change) => onChange(change.target.value)} />
    </FormField>
  );
}

function fieldMessages(error: Error): string | undefined {
  const fields = (error as { fields?: Record<string, readonly string[]> }).fields;
  const messages = fields ? Object.values(fields).flat() : [];
  return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined;
}

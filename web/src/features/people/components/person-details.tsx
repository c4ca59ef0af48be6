import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSavePerson, useSavingPerson } from '../api/save-person';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { usePersonOutlet } from '../hooks/use-person-outlet';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { namesChanged, nameRowsOf, namesForSave, type NameRow } from '../utils/name-rows';
import { displayNameOf } from '../../../lib/person-display';
import { sexChoiceOf, sexValueOf, type SexChoice } from '../utils/sex';
import { AddEventDialog } from './add-event-dialog';
import { NamesEditor } from './names-editor';
import { PersonFacts } from './person-facts';
import { PersonEvents } from './person-events';
import { PersonFamily } from './person-family';
import { FamilyDateWarnings } from './family-date-warnings';
import { PersonParents } from './person-parents';
import { SavingNotice } from './saving-notice';
import { toaster } from '../../../components/ui/toaster';
import { SexField } from './sex-field';

/** Whether leaving would save (spec 001 section 4: "only if sex or any name field changed"). */
export function detailsChanged(person: Pick<PersonView, 'names' | 'sex'>, rows: readonly NameRow[], sex: SexChoice): boolean {
  return namesChanged(person, rows) || sexValueOf(sex) !== person.sex;
}

/** /person/{id}/details: names, gender, facts, parents and close family, and the events of the person's life. */
export function PersonDetails() {
  const { person } = usePersonOutlet();
  const ready = useAfterPendingSave(useSavingPerson(person.id));
  if (!ready) return <SavingNotice />;
  // Keyed by id so another person's page starts from that person's names.
  return <PersonDetailsForm key={person.id} person={person} />;
}

function PersonDetailsForm({ person }: { person: PersonView }) {
  const [rows, setRows] = useState<NameRow[]>(() => nameRowsOf(person));
  const [sex, setSex] = useState<SexChoice>(() => sexChoiceOf(person.sex));
  const save = useSavePerson();
  // The last save's outcome in words: applied, or waiting for the admins (someone else maintains the person).
  const [outcome, setOutcome] = useState<'Saved.' | 'Sent for review.' | null>(null);
  const navigate = useNavigate();
  // "The person may get a new id" when an event is added (spec 001 section 4): later saves go there.
  const personIdRef = useRef(person.id);
  const dirty = detailsChanged(person, rows, sex);
  const changes = () => ({ names: namesForSave(rows), sex: sexValueOf(sex) });

  useSaveOnLeave({
    isDirty: () => detailsChanged(person, rows, sex),
    save: () => save.mutateAsync({ id: personIdRef.current, changes: changes() }),
    describe: () => `the details of ${displayNameOf(person)}`,
  });

  const saveNow = () =>
    save.mutate(
      { id: personIdRef.current, changes: changes() },
      {
        onSuccess: (saved) => {
          setRows(nameRowsOf(saved));
          setSex(sexChoiceOf(saved.sex));
          // The person came back unchanged: someone else maintains them, and the change waits for the family's admins.
          const forReview = Boolean(saved.newer_version && detailsChanged(saved, rows, sex));
          setOutcome(forReview ? 'Sent for review.' : 'Saved.');
          if (forReview) {
            toaster.create({ type: 'info', title: 'Sent for review', description: 'Your change is waiting for the family’s admins to choose it. The person stays as it is until then.' });
          }
        },
      },
    );

  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="names-heading">
        <Heading as="h2" id="names-heading" textStyle="lg" mb="3">
          Names
        </Heading>
        <NamesEditor rows={rows} onChange={setRows} />
      </Box>

      <Box as="section" aria-label="Gender">
        <SexField value={sex} onChange={setSex} />
      </Box>

      <Stack gap="2">
        {save.isError && <FormAlert>{save.error.message}</FormAlert>}
        <HStack gap="3" wrap="wrap">
          <Button onClick={saveNow} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
            Save changes
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess && outcome ? outcome : 'No changes.'}
          </Text>
        </HStack>
      </Stack>

      <Box as="section" aria-labelledby="facts-heading">
        <Heading as="h2" id="facts-heading" textStyle="lg" mb="3">
          Facts
        </Heading>
        <PersonFacts personId={person.id} personName={displayNameOf(person)} />
      </Box>

      <Box as="section" aria-labelledby="parents-heading">
        <Heading as="h2" id="parents-heading" textStyle="lg" mb="3">
          Parents
        </Heading>
        <Stack gap="3">
          <FamilyDateWarnings personId={person.id} />
          <PersonParents personId={person.id} personName={displayNameOf(person)} />
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="family-heading">
        <Heading as="h2" id="family-heading" textStyle="lg" mb="3">
          Family
        </Heading>
        <PersonFamily person={person} personName={displayNameOf(person)} />
      </Box>

      <Box as="section" aria-labelledby="events-heading">
        <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
          <Heading as="h2" id="events-heading" textStyle="lg">
            Events
          </Heading>
          <AddEventDialog
            personId={person.id}
            personName={displayNameOf(person)}
            onCreated={(eventId, personId) => {
              personIdRef.current = personId;
              navigate(`/event/${encodeURIComponent(eventId)}/details`);
            }}
          />
        </HStack>
        <PersonEvents personId={person.id} />
      </Box>
    </Stack>
  );
}

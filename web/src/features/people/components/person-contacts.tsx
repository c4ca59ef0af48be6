import { Box, Button, EmptyState, Grid, HStack, IconButton, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import { CONTACT_TYPES, type ContactType } from '@heirloom/shared/contracts/family-constants';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { TrashIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { usePersonContacts, useSavePersonContacts, useSavingContacts } from '../api/person-contacts';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { usePersonOutlet } from '../hooks/use-person-outlet';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { blankContactRow, contactErrors, contactRowsOf, contactsChanged, contactsForSave, type ContactRow } from '../utils/contact-rows';
import { displayNameOf } from '../../../lib/person-display';
import { LoadError } from '../../../components/load-error';
import { SavingNotice } from './saving-notice';

const INPUT_TYPES: Record<ContactType, { type: string; placeholder: string }> = {
  Email: { type: 'email', placeholder: 'name@example.com' },
  'Phone Number': { type: 'tel', placeholder: '+44 20 7946 0000' },
  Website: { type: 'url', placeholder: 'https://example.com' },
};

const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((type) => ({ value: type, label: type }));

/** /person/{id}/social, labelled Contacts (spec 001 section 2): e-mail addresses, phone numbers and websites. */
export function PersonContacts() {
  const { person } = usePersonOutlet();
  const contacts = usePersonContacts(person.id);
  const ready = useAfterPendingSave(useSavingContacts(person.id));
  if (!ready) return <SavingNotice />;
  if (contacts.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="Loading contacts">
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }
  if (contacts.isError) return <LoadError what="the contacts" error={contacts.error} onRetry={() => void contacts.refetch()} />;
  return <ContactsForm key={person.id} personId={person.id} personName={displayNameOf(person)} saved={contacts.data} />;
}

function ContactsForm({ personId, personName, saved }: { personId: string; personName: string; saved: Parameters<typeof contactRowsOf>[0] }) {
  const [rows, setRows] = useState<ContactRow[]>(() => contactRowsOf(saved));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSavePersonContacts();
  const errors = contactErrors(rows);
  const dirty = contactsChanged(saved, rows);

  useSaveOnLeave({
    isDirty: () => contactsChanged(saved, rows),
    save: () => save.mutateAsync({ id: personId, contacts: { contacts: contactsForSave(rows) } }),
    describe: () => `the contacts of ${personName}`,
  });

  const update = (key: string, change: Partial<ContactRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const saveNow = () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate({ id: personId, contacts: { contacts: contactsForSave(rows) } }, { onSuccess: (next) => setRows(contactRowsOf(next)) });
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">How to reach {personName}: e-mail addresses, phone numbers and websites.</Text>
      {rows.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Title>No contacts yet</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Contacts">
          {rows.map((row, index) => (
            <Box as="li" key={row.key}>
              <Grid templateColumns={{ base: '1fr auto', md: '12rem 1fr auto' }} gap="3" alignItems="flex-start">
                <FormField label={`Contact ${index + 1} type`}>
                  <OptionSelect value={row.contact_type} onValueChange={(type) => update(row.key, { contact_type: type as ContactType })} options={CONTACT_TYPE_OPTIONS} />
                </FormField>
                <Box gridColumn={{ base: '1 / -1', md: 'auto' }} gridRow={{ base: '2', md: 'auto' }}>
                  <FormField label={row.contact_type} errors={showErrors ? errors[row.key] : undefined}>
                    <Input
                      type={INPUT_TYPES[row.contact_type].type}
                      placeholder={INPUT_TYPES[row.contact_type].placeholder}
                      value={row.contact_value}
                      onChange={(event) => update(row.key, { contact_value: event.target.value })}
                    />
                  </FormField>
                </Box>
                <IconButton mt="7" variant="ghost" colorPalette="red" aria-label={`Remove contact ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                  <TrashIcon />
                </IconButton>
              </Grid>
            </Box>
          ))}
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        {CONTACT_TYPES.map((type) => (
          <Button key={type} variant="outline" size="sm" onClick={() => setRows([...rows, blankContactRow(type)])}>
            <PlusIcon /> {type}
          </Button>
        ))}
      </HStack>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <HStack gap="3" wrap="wrap">
        <Button onClick={saveNow} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
          Save contacts
        </Button>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess ? 'Saved.' : ''}
        </Text>
      </HStack>
    </Stack>
  );
}

import { Button, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { splitTypedName, type NameParts } from '@heirloom/shared/rules/names';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { useCreatePerson } from '../api/create-person';

const PART_LABELS: Array<[keyof NameParts, string]> = [
  ['prefix', 'Prefix'],
  ['first_name', 'First'],
  ['middle_name', 'Middle'],
  ['last_name', 'Last'],
  ['suffix', 'Suffix'],
];

/**
 * 'Add person': one box for the whole name, split on spaces the way spec 000 section 5 says
 * (1 word first; 2 first and last; 3 first, middle, last; 4 adds a suffix; 5 adds a prefix), with
 * the split shown before saving, each part in a box of its own: a split the rule gets wrong ('Mary
 * Ann Louise Smith' makes Smith a suffix) is put right there, before it reaches the A-Z list or an
 * export. Typing the whole name again splits it again. Loaded the first time someone may open it
 * (see ./add-person-button).
 */
export function AddPersonDialog({ trigger, defaultOpen }: DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  // Parts put right by hand, over the split of what was typed.
  const [corrected, setCorrected] = useState<Partial<NameParts>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePerson();
  const navigate = useNavigate();
  const parts: NameParts = { ...splitTypedName(typed), ...corrected };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setError('Type the name of the person to add');
      return;
    }
    create.mutate(
      { names: [{ name_type: 'Birth Name', ...parts }] },
      { onSuccess: (person) => navigate(`/person/${encodeURIComponent(person.id)}/details`) },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) {
          setTyped('');
          setCorrected({});
          setError(null);
          create.reset();
        }
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame>
        <form style={{ display: 'contents' }} noValidate aria-label="Add person" onSubmit={submit}>
          <Dialog.Header>
            <Dialog.Title>Add a person</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <FormField label="Name" errors={error ? [error] : undefined} helper="Type the whole name, for example “Mary Ann Smith”. You can add other names and details next.">
                <Input
                  value={typed}
                  autoComplete="off"
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setCorrected({});
                    setError(null);
                  }}
                />
              </FormField>
              {typed.trim() !== '' && (
                <Stack as="fieldset" gap="2" bg="bg.subtle" rounded="md" p="3" textStyle="sm">
                  <Text as="legend" color="fg.muted" float="left" w="full" mb="1">
                    How the name will be saved (change a part if it is in the wrong box)
                  </Text>
                  <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="2">
                    {PART_LABELS.map(([key, label]) => (
                      <Field.Root key={key}>
                        <Field.Label textStyle="xs" color="fg.muted">
                          {label}
                        </Field.Label>
                        <Input size="sm" bg="bg.panel" value={parts[key]} autoComplete="off" onChange={(event) => setCorrected({ ...corrected, [key]: event.target.value })} />
                      </Field.Root>
                    ))}
                  </Grid>
                </Stack>
              )}
              {create.isError && <FormAlert>{create.error.message}</FormAlert>}
            </Stack>
          </Dialog.Body>
          <DialogActions>
            <Button type="submit" loading={create.isPending} loadingText="Adding…">
              Add person
            </Button>
          </DialogActions>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

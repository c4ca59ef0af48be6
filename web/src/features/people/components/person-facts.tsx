import { Box, Button, Grid, HStack, IconButton, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import type { AttributeView } from '@heirloom/shared/contracts/family';
import { ORDINANCES, PERSON_ATTRIBUTES, TYPED_ATTRIBUTES, attributeLabel, type PersonAttributeTag } from '@heirloom/shared/rules/person-attributes';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { TrashIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { usePersonAttributes, useSavePersonAttributes, useSavingAttributes } from '../api/person-attributes';
import { attributeRowsOf, attributesChanged, attributesForSave, blankAttributeRow, type AttributeRow } from '../utils/attribute-rows';
import { LoadError } from '../../../components/load-error';
import { SavingNotice } from './saving-notice';

/** The facts GEDCOM keeps about a person (title, occupation, education, religion...), shown and edited on the person page. */
export function PersonFacts({ personId, personName }: { personId: string; personName: string }) {
  const attributes = usePersonAttributes(personId);
  const ready = useAfterPendingSave(useSavingAttributes(personId));
  if (!ready) return <SavingNotice />;
  if (attributes.isPending) return <Skeleton h="16" aria-label="Loading facts" />;
  if (attributes.isError) return <LoadError what="the facts" error={attributes.error} onRetry={() => void attributes.refetch()} />;
  return <FactsForm key={personId} personId={personId} personName={personName} saved={attributes.data} />;
}

function FactsForm({ personId, personName, saved }: { personId: string; personName: string; saved: readonly AttributeView[] }) {
  const [rows, setRows] = useState<AttributeRow[]>(() => attributeRowsOf(saved));
  const [adding, setAdding] = useState<PersonAttributeTag>('OCCU');
  const save = useSavePersonAttributes();
  const dirty = attributesChanged(saved, rows);

  useSaveOnLeave({
    isDirty: () => attributesChanged(saved, rows),
    save: () => save.mutateAsync({ id: personId, body: { attributes: attributesForSave(rows) } }),
    describe: () => `the facts about ${personName}`,
  });

  const update = (key: string, change: Partial<AttributeRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const saveNow = () => save.mutate({ id: personId, body: { attributes: attributesForSave(rows) } }, { onSuccess: (next) => setRows(attributeRowsOf(next)) });

  return (
    <Stack gap="4">
      {rows.length === 0 ? (
        <Text color="fg.muted">No title, occupation or other facts yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Facts">
          {rows.map((row) => {
            const label = attributeLabel(row.tag);
            return (
              <Box as="li" key={row.key} borderWidth="1px" borderColor="border" rounded="lg" p="3">
                <Grid templateColumns={{ base: '1fr auto', md: 'minmax(0, 1fr) 14rem 14rem auto' }} gap="3" alignItems="flex-end">
                  {ORDINANCES.has(row.tag) ? (
                    // An ordinance has no value: its temple and status, as the file gave them, are kept with it.
                    <Stack gap="1" minW="0" pb="2">
                      <Text fontWeight="medium" textStyle="sm">
                        {label}
                      </Text>
                      <Text textStyle="sm" color="fg.muted">
                        {row.details || 'No temple or status recorded'}
                      </Text>
                    </Stack>
                  ) : (
                    <FormField label={label}>
                      <Input value={row.value} onChange={(event) => update(row.key, { value: event.target.value })} />
                    </FormField>
                  )}
                  <Box gridColumn={{ base: '1 / 2', md: 'auto' }}>
                    <FormField label={`${label} date`}>
                      <Input value={row.date} autoComplete="off" placeholder="e.g. 1881" onChange={(event) => update(row.key, { date: event.target.value })} />
                    </FormField>
                  </Box>
                  <Box gridColumn={{ base: '1 / 2', md: 'auto' }}>
                    <FormField label={`${label} place`}>
                      <Input value={row.place} autoComplete="off" onChange={(event) => update(row.key, { place: event.target.value })} />
                    </FormField>
                  </Box>
                  <IconButton gridColumn={{ base: '2', md: 'auto' }} gridRow={{ base: '1', md: 'auto' }} variant="ghost" colorPalette="red" aria-label={`Remove ${label.toLowerCase()}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                    <TrashIcon />
                  </IconButton>
                  {TYPED_ATTRIBUTES.has(row.tag) && (
                    <Box gridColumn="1 / -1">
                      <FormField label={`Kind of ${label.toLowerCase()}`}>
                        <Input value={row.type} placeholder={row.tag === 'IDNO' ? 'e.g. Passport' : 'e.g. Hobby'} onChange={(event) => update(row.key, { type: event.target.value })} />
                      </FormField>
                    </Box>
                  )}
                </Grid>
              </Box>
            );
          })}
        </Stack>
      )}
      <HStack gap="2" wrap="wrap" align="flex-end">
        <FormField label="Add a fact">
          <OptionSelect
            size="sm"
            width="14rem"
            value={adding}
            onValueChange={(tag) => setAdding(tag as PersonAttributeTag)}
            options={PERSON_ATTRIBUTES.map((attribute) => ({ value: attribute.tag, label: attribute.label }))}
          />
        </FormField>
        <Button variant="outline" size="sm" onClick={() => setRows([...rows, blankAttributeRow(adding)])}>
          <PlusIcon /> Add
        </Button>
      </HStack>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <HStack gap="3" wrap="wrap">
        <Button onClick={saveNow} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
          Save facts
        </Button>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess ? 'Saved.' : ''}
        </Text>
      </HStack>
    </Stack>
  );
}

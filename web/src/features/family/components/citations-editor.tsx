import { Box, Grid, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { OptionSelect } from '../../../components/ui/option-select';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { TrashIcon } from '../../../components/ui/icons';
import { useCitations, useSaveCitations, useSavingCitations } from '../api/citations';
import type { CitationParentKind } from '../api/keys';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { blankCitation, CERTAINTY_CHOICES, citationRowsOf, citationsChanged, citationsForSave, type CitationRow, type SavedCitation } from '../utils/citation-rows';
import { CitationLink } from './citation-link';
import { EmptyList, ListFormActions, ListTab } from './list-editor';
import { sourceTitle } from '../../../lib/source-title';
import { SourceSelect } from './source-select';

interface CitationsEditorProps {
  kind: CitationParentKind;
  id: string;
  ownerLabel: string;
}

/**
 * The citations tab of a person or an event: where each fact comes from, as text, a web address (with
 * an open-link icon) or a source, with the page and how certain it is. Saved when the tab is left.
 */
export function CitationsEditor({ kind, id, ownerLabel }: CitationsEditorProps) {
  return (
    <ListTab what="citations" list={useCitations(kind, id)} saving={useSavingCitations(kind, id)} skeletonHeight="32">
      {(saved) => <CitationsForm key={`${kind}:${id}`} kind={kind} id={id} ownerLabel={ownerLabel} saved={saved} />}
    </ListTab>
  );
}

function CitationsForm({ kind, id, ownerLabel, saved }: CitationsEditorProps & { saved: readonly SavedCitation[] }) {
  const [rows, setRows] = useState<CitationRow[]>(() => citationRowsOf(saved));
  const save = useSaveCitations();
  const dirty = citationsChanged(saved, rows);
  const update = (key: string, change: Partial<CitationRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  useSaveOnLeave({
    isDirty: () => citationsChanged(saved, rows),
    save: () => save.mutateAsync({ kind, id, citations: citationsForSave(rows) }),
    describe: () => `the citations on ${ownerLabel}`,
  });

  return (
    <Stack gap="4">
      <Text color="fg.muted">Where what you know about {ownerLabel} comes from: a record, a book, a web page.</Text>
      {rows.length === 0 ? (
        <EmptyList title="No citations yet" description={`Cite a source, a page or a web address for ${ownerLabel}.`} />
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Citations">
          {rows.map((row, index) => (
            <Box as="li" key={row.key} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" p={{ base: '3', md: '4' }} aria-label={`Citation ${index + 1}`}>
              <Stack gap="3">
                <HStack align="flex-end" gap="2">
                  <Box flex="1">
                    <FormField label="Citation" helper="The text of the citation, or a web address (https://…).">
                      <InputGroup endElement={<CitationLink citation={row.citation} />}>
                        <Input value={row.citation} autoComplete="off" onChange={(event) => update(row.key, { citation: event.target.value })} />
                      </InputGroup>
                    </FormField>
                  </Box>
                  <IconButton mb="7" variant="ghost" colorPalette="red" aria-label={`Remove citation ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                    <TrashIcon />
                  </IconButton>
                </HStack>
                <FormField label="Source">
                  {/* The whole width of the field (which lines its parts up at the start), so a long title is cut, not the card widened. */}
                  <HStack gap="1" w="full">
                    <Box flex="1" minW="0">
                      <SourceSelect label={`Source of citation ${index + 1}`} value={row.source} onChange={(source) => update(row.key, { source })} />
                    </Box>
                    {row.source && (
                      <IconButton asChild variant="ghost" size="sm" colorPalette="brand">
                        <RouterLink to={`/documents/sources/${encodeURIComponent(row.source.id)}`} aria-label={`Open the page of ${sourceTitle(row.source)}`}>
                          <BookOpen />
                        </RouterLink>
                      </IconButton>
                    )}
                  </HStack>
                </FormField>
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  <FormField label="Page">
                    <Input value={row.page} autoComplete="off" placeholder="p. 12, entry 104" onChange={(event) => update(row.key, { page: event.target.value })} />
                  </FormField>
                  <FormField label="Certainty">
                    <OptionSelect
                      value={row.certainty}
                      onValueChange={(certainty) => update(row.key, { certainty })}
                      options={CERTAINTY_CHOICES.some((choice) => choice.value === row.certainty) ? CERTAINTY_CHOICES : [{ value: row.certainty, label: row.certainty }, ...CERTAINTY_CHOICES]}
                    />
                  </FormField>
                </Grid>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <ListFormActions
        addLabel="Add a citation"
        onAdd={() => setRows([...rows, blankCitation()])}
        saveLabel="Save citations"
        onSave={() => save.mutate({ kind, id, citations: citationsForSave(rows) }, { onSuccess: (next) => setRows(citationRowsOf(next)) })}
        save={save}
        dirty={dirty}
      />
    </Stack>
  );
}

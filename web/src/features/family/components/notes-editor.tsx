import { Box, Button, EmptyState, HStack, IconButton, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import type { NoteParentKind } from '../api/keys';
import { useNotes, useSaveNotes, useSavingNotes } from '../api/notes';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { LoadError } from './load-error';
import { SavingNotice } from './saving-notice';

interface NoteRow {
  key: string;
  id?: string;
  note: string;
}

type SavedNote = { id: string; note: string; citations: readonly unknown[] };

let nextKey = 0;
const blankNote = (): NoteRow => ({ key: `new:note:${(nextKey += 1)}`, note: '' });
const rowsOf = (notes: readonly SavedNote[]): NoteRow[] => notes.map((note) => ({ key: note.id, id: note.id, note: note.note }));
/** A note left empty is a note removed (the server drops it too). */
export const notesForSave = (rows: readonly NoteRow[]) => rows.filter((row) => row.note.trim() !== '').map((row) => ({ ...(row.id ? { id: row.id } : {}), note: row.note }));
export const notesChanged = (saved: readonly SavedNote[], rows: readonly NoteRow[]) => JSON.stringify(notesForSave(rowsOf(saved))) !== JSON.stringify(notesForSave(rows));

interface NotesEditorProps {
  kind: NoteParentKind;
  id: string;
  /** Whose notes these are, for headings and messages ('Ann Smith', 'the wedding'). */
  ownerLabel: string;
}

/** The notes tab of a person or an event: free text, as many notes as needed, saved when the tab is left. */
export function NotesEditor({ kind, id, ownerLabel }: NotesEditorProps) {
  const notes = useNotes(kind, id);
  const ready = useAfterPendingSave(useSavingNotes(kind, id));
  if (!ready) return <SavingNotice />;
  if (notes.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="Loading notes">
        <Skeleton h="24" rounded="md" />
      </Stack>
    );
  }
  if (notes.isError) return <LoadError what="the notes" error={notes.error} onRetry={() => void notes.refetch()} />;
  return <NotesForm key={`${kind}:${id}`} kind={kind} id={id} ownerLabel={ownerLabel} saved={notes.data} />;
}

function NotesForm({ kind, id, ownerLabel, saved }: NotesEditorProps & { saved: readonly SavedNote[] }) {
  const [rows, setRows] = useState<NoteRow[]>(() => (saved.length > 0 ? rowsOf(saved) : []));
  const save = useSaveNotes();
  const dirty = notesChanged(saved, rows);
  const headingId = useId();

  useSaveOnLeave({
    isDirty: () => notesChanged(saved, rows),
    save: () => save.mutateAsync({ kind, id, notes: notesForSave(rows) }),
    describe: () => `the notes on ${ownerLabel}`,
  });

  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      <Text id={headingId} color="fg.muted">
        Notes on {ownerLabel}: stories, research questions, anything worth keeping.
      </Text>
      {rows.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Title>No notes yet</EmptyState.Title>
            <EmptyState.Description>Add a note to keep a story or a question with {ownerLabel}.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Notes">
          {rows.map((row, index) => (
            <Box as="li" key={row.key} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3">
              <HStack align="flex-start" gap="2">
                <Textarea
                  aria-label={`Note ${index + 1}`}
                  value={row.note}
                  autoresize
                  minH="20"
                  placeholder="Write the note here"
                  autoFocus={!row.id && index === rows.length - 1}
                  onChange={(event) => setRows(rows.map((other) => (other.key === row.key ? { ...other, note: event.target.value } : other)))}
                />
                <IconButton variant="ghost" colorPalette="red" aria-label={`Remove note ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                  <TrashIcon />
                </IconButton>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => setRows([...rows, blankNote()])}>
        <PlusIcon /> Add a note
      </Button>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => save.mutate({ kind, id, notes: notesForSave(rows) }, { onSuccess: (next) => setRows(rowsOf(next)) })} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
          Save notes
        </Button>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess ? 'Saved.' : ''}
        </Text>
      </HStack>
    </Stack>
  );
}

import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { useId, useState } from 'react';
import { TrashIcon } from '../../../components/ui/icons';
import type { NoteParentKind } from '../api/keys';
import { useNotes, useSaveNotes, useSavingNotes } from '../api/notes';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { EmptyList, ListFormActions, ListTab } from './list-editor';

interface NoteRow {
  key: string;
  id?: string;
  note: string;
  /** Who added a saved note (null: not known, so the admins'). */
  addedBy?: string | null;
}

type SavedNote = { id: string; note: string; citations: readonly unknown[]; added_by: string | null };

let nextKey = 0;
const blankNote = (): NoteRow => ({ key: `new:note:${(nextKey += 1)}`, note: '' });
const rowsOf = (notes: readonly SavedNote[]): NoteRow[] => notes.map((note) => ({ key: note.id, id: note.id, note: note.note, addedBy: note.added_by }));
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
  return (
    <ListTab what="notes" list={useNotes(kind, id)} saving={useSavingNotes(kind, id)} skeletonHeight="24">
      {(saved) => <NotesForm key={`${kind}:${id}`} kind={kind} id={id} ownerLabel={ownerLabel} saved={saved} />}
    </ListTab>
  );
}

function NotesForm({ kind, id, ownerLabel, saved }: NotesEditorProps & { saved: readonly SavedNote[] }) {
  const [rows, setRows] = useState<NoteRow[]>(() => (saved.length > 0 ? rowsOf(saved) : []));
  const save = useSaveNotes();
  const dirty = notesChanged(saved, rows);
  const headingId = useId();
  const rights = useFamilyRights();
  // Another member's note is read, not changed or removed (the server refuses it too); until the
  // family's roles are known, no saved note is offered for change.
  const locked = (row: NoteRow) => Boolean(row.id) && !(rights.ready && rights.mayChange(row.addedBy));

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
        <EmptyList title="No notes yet" description={`Add a note to keep a story or a question with ${ownerLabel}.`} />
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Notes">
          {rows.map((row, index) => (
            <Box as="li" key={row.key} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3">
              <HStack align="flex-start" gap="2">
                <Stack gap="1" flex="1">
                  <Textarea
                    aria-label={`Note ${index + 1}`}
                    value={row.note}
                    autoresize
                    minH="20"
                    readOnly={locked(row)}
                    aria-describedby={locked(row) ? `${headingId}-locked-${index}` : undefined}
                    placeholder="Write the note here"
                    autoFocus={!row.id && index === rows.length - 1}
                    onChange={(event) => setRows(rows.map((other) => (other.key === row.key ? { ...other, note: event.target.value } : other)))}
                  />
                  {locked(row) && rights.ready && (
                    <Text id={`${headingId}-locked-${index}`} textStyle="xs" color="fg.muted">
                      {NOT_YOURS.note}
                    </Text>
                  )}
                </Stack>
                {!locked(row) && (
                  <IconButton variant="ghost" colorPalette="red" aria-label={`Remove note ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                    <TrashIcon />
                  </IconButton>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <ListFormActions
        addLabel="Add a note"
        onAdd={() => setRows([...rows, blankNote()])}
        saveLabel="Save notes"
        onSave={() => save.mutate({ kind, id, notes: notesForSave(rows) }, { onSuccess: (next) => setRows(rowsOf(next)) })}
        save={save}
        dirty={dirty}
      />
    </Stack>
  );
}

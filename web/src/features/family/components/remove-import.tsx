import { Alert, Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { ImportCounts, ImportRemovalView, ImportView } from '@heirloom/shared/contracts/family';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TrashIcon } from '../../../components/ui/icons';
import { useRemoveImport } from '../api/imports';
import { countOf } from '../../../lib/count-of';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';

const people = (value: number) => countOf(value, 'person', 'people');
const families = (value: number) => countOf(value, 'family', 'families');
const events = (value: number) => countOf(value, 'event');
const total = (counts: ImportCounts) => counts.people + counts.families + counts.events + counts.notes + counts.citations + counts.sources;

/**
 * 'Remove this import' on an import's report: asks first (what goes, what stays), then follows the
 * queued removal (the report is asked about every second while it runs) and says what it kept.
 */
export function RemoveImport({ record }: { record: ImportView }) {
  const removal = record.removal;
  useRefreshWhenRemoved(removal);
  if (record.status === 'running') return null;
  if (removal && removal.status !== 'done') return <RemovalProgress record={record} removal={removal} />;
  return (
    <Stack gap="3">
      {removal && <RemovalOutcome record={record} removal={removal} />}
      {(!removal || (!removal.remove_edited && removal.kept_people + removal.kept_events > 0)) && <RemoveButton record={record} again={removal !== null} />}
    </Stack>
  );
}

function RemoveButton({ record, again }: { record: ImportView; again: boolean }) {
  const [open, setOpen] = useState(false);
  const [removeEdited, setRemoveEdited] = useState(again);
  const remove = useRemoveImport();
  const rights = useFamilyRights();
  const { counts } = record;
  // Removing an import is for the family's admins and the person who imported the file.
  if (!rights.ready) return null;
  if (!rights.mayChange(record.imported_by)) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="not-yours">
        {NOT_YOURS.import}
      </Text>
    );
  }
  return (
    <>
      <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <TrashIcon /> {again ? 'Remove what was kept too' : 'Remove this import'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={`Remove ${record.file_name}?`}
        confirmLabel="Remove import"
        busyLabel="Removing…"
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate({ id: record.id, removeEdited }, { onSuccess: () => setOpen(false) })}
      >
        <Stack gap="3">
          <Text>
            This takes out of your family tree what this file brought in: {people(counts.people)}, {families(counts.families)}, {events(counts.events)} and their notes,
            citations and sources. What your family added itself stays.
          </Text>
          <Text>Photos are never removed. People on photos and events with photos stay, with their links.</Text>
          <Checkbox.Root checked={removeEdited} onCheckedChange={(details) => setRemoveEdited(details.checked === true)} data-testid="remove-edited" colorPalette="red" alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">Also remove the people and events your family edited or added to since the import</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </ConfirmDialog>
    </>
  );
}

function RemovalProgress({ record, removal }: { record: ImportView; removal: ImportRemovalView }) {
  const fraction = total(record.counts) ? Math.min(1, total(removal.removed) / total(record.counts)) : null;
  return (
    <Stack gap="3" role="status" aria-live="polite" bg="bg.panel" borderWidth="1px" borderColor="red.200" rounded="xl" p={{ base: '4', md: '5' }}>
      <Text fontWeight="semibold">Removing {record.file_name}…</Text>
      <ProgressBar label="Removal progress" fraction={removal.status === 'queued' ? null : fraction} size="sm" colorPalette="red" />
      <Text textStyle="sm" color="fg.muted" data-testid="removal-progress">
        {removal.status === 'queued'
          ? 'Starting…'
          : `Removed so far: ${people(removal.removed.people)}, ${families(removal.removed.families)} and ${events(removal.removed.events)}.`}{' '}
        You can leave this page and come back.
      </Text>
    </Stack>
  );
}

function RemovalOutcome({ record, removal }: { record: ImportView; removal: ImportRemovalView }) {
  const { removed } = removal;
  const kept = removal.kept_people + removal.kept_events;
  return (
    <Alert.Root status="info" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Import removed</Alert.Title>
        <Alert.Description>
          <Text>
            What {record.file_name} brought in is out of your family tree: {people(removed.people)}, {families(removed.families)} and {events(removed.events)} removed.
          </Text>
          {kept > 0 && (
            <Text mt="1" data-testid="removal-kept">
              Kept: {people(removal.kept_people)} and {events(removal.kept_events)}{' '}
              {removal.remove_edited ? 'on photos or with photos.' : 'your family edited, added to or linked to photos since the import.'}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Once a removal ends while the page follows it, every list that may show the removed people is read again. */
function useRefreshWhenRemoved(removal: ImportRemovalView | null) {
  const queryClient = useQueryClient();
  const finishedAt = removal?.finished_at ?? null;
  const seen = useRef(finishedAt);
  useEffect(() => {
    if (seen.current === finishedAt) return;
    seen.current = finishedAt;
    if (finishedAt !== null) void queryClient.invalidateQueries();
  }, [queryClient, finishedAt]);
}

import { Button, EmptyState, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/more-icons';
import { useAfterPendingSave } from '../../../hooks/use-after-pending-save';
import { SavingNotice } from './saving-notice';

/**
 * A notes or citations tab before its form: waits for a save started as the tab was last left,
 * then shows the list loading or failed; `children` renders the form with the saved list.
 */
export function ListTab<Item>({
  what,
  list,
  saving,
  skeletonHeight,
  children,
}: {
  /** 'notes', 'citations'. */
  what: string;
  list: { isPending: boolean; isError: boolean; error: Error | null; data: Item[] | undefined; refetch: () => unknown };
  saving: boolean;
  skeletonHeight: string;
  children: (saved: Item[]) => ReactNode;
}) {
  const ready = useAfterPendingSave(saving);
  if (!ready) return <SavingNotice />;
  if (list.isPending) {
    return (
      <Stack gap="3" role="status" aria-label={`Loading ${what}`}>
        <Skeleton h={skeletonHeight} rounded="md" />
      </Stack>
    );
  }
  if (list.isError || !list.data) return <LoadError what={`the ${what}`} error={list.error ?? new Error('Something went wrong')} onRetry={() => void list.refetch()} />;
  return children(list.data);
}

/** An empty list's dashed box: 'No notes yet' and what to add. */
export function EmptyList({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Under a list form: add a row, the save's error, Save with its state (the list is also saved on leaving). */
export function ListFormActions({
  addLabel,
  onAdd,
  saveLabel,
  onSave,
  save,
  dirty,
}: {
  addLabel: string;
  onAdd: () => void;
  saveLabel: string;
  onSave: () => void;
  save: { isPending: boolean; isSuccess: boolean; error: Error | null };
  dirty: boolean;
}) {
  return (
    <>
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={onAdd}>
        <PlusIcon /> {addLabel}
      </Button>
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <HStack gap="3" wrap="wrap">
        <Button onClick={onSave} loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
          {saveLabel}
        </Button>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {dirty ? 'Unsaved changes: they are also saved when you leave this page.' : save.isSuccess ? 'Saved.' : ''}
        </Text>
      </HStack>
    </>
  );
}

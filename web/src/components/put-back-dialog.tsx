import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from './ui/chakra/dialog';
import { DialogActions, DialogFrame } from './ui/dialog-frame';
import { FormAlert } from './ui/form-alert';

interface PutBackDialogProps {
  /** The button's words and the dialog's title: 'Removed people', 'Deleted events'. */
  title: string;
  /** What the list holds and what putting one back does. */
  description: string;
  /** The rows (list items), or what to say when none are left. */
  children: ReactNode;
  /** Controlled open state, when the caller keeps the dialog open past its last row. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Paging: a 'Show more' button while more pages wait. */
  more?: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };
}

/**
 * A button opening a list of what was taken out of the family's tree (removed people, deleted
 * events), each row with its own 'Put back': one dialog, so both lists read and page alike.
 */
export function PutBackDialog({ title, description, children, open, onOpenChange, more }: PutBackDialogProps) {
  return (
    <Dialog.Root placement="center" scrollBehavior="inside" {...(open === undefined ? {} : { open, onOpenChange: (details: { open: boolean }) => onOpenChange?.(details.open) })}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {title}
        </Button>
      </Dialog.Trigger>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
            {children}
            {more?.hasNextPage && (
              <Button variant="ghost" size="sm" alignSelf="flex-start" loading={more.isFetchingNextPage} onClick={more.fetchNextPage}>
                Show more
              </Button>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions cancelLabel="Close">{null}</DialogActions>
      </DialogFrame>
    </Dialog.Root>
  );
}

interface PutBackRowProps {
  /** The row's name, as a link or as text. */
  title: ReactNode;
  /** What the 'Put back' button's label names ('Put back Ann Lee'). */
  name: string;
  /** Under the name: years of a life, a date, when it was taken out. */
  detail: string | null;
  /** Whether this member may put it back (the admins, or whoever added it). */
  mayPutBack: boolean;
  pending: boolean;
  error: Error | null;
  onPutBack: () => void;
}

/** One row of a PutBackDialog: the name, a line under it, and 'Put back' for whoever may. */
export function PutBackRow({ title, name, detail, mayPutBack, pending, error, onPutBack }: PutBackRowProps) {
  return (
    <Stack as="li" gap="1" py="1">
      <HStack justify="space-between" gap="3">
        <Stack gap="0" minW="0">
          {title}
          {detail && (
            <Text textStyle="xs" color="fg.muted">
              {detail}
            </Text>
          )}
        </Stack>
        {mayPutBack && (
          <Button size="sm" variant="outline" flexShrink={0} aria-label={`Put back ${name}`} loading={pending} onClick={onPutBack}>
            Put back
          </Button>
        )}
      </HStack>
      {error && <FormAlert>{error.message}</FormAlert>}
    </Stack>
  );
}

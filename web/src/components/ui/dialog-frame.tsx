import { Button, CloseButton, Portal } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from './chakra/dialog';

/**
 * The frame every dialog shares, inside its Dialog.Root: the portal, the backdrop, a margin so the box
 * does not touch a phone's edges, and the close button, in one place. The props go to Dialog.Content.
 */
export function DialogFrame({ children, ...contentProps }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        <Dialog.Content {...contentProps}>
          {children}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

/**
 * The corner × that closes a dialog: DialogFrame's, and on its own for the dialogs whose positioner or
 * content differs (plan, search, bulk update), so every dialog's close button looks and is named alike.
 */
export function DialogCloseButton() {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label="Close" />
    </Dialog.CloseTrigger>
  );
}

/**
 * A dialog's footer: an outline Cancel that only closes the dialog, then the dialog's own buttons
 * (children), so the cancel button reads and sits the same in every dialog.
 */
export function DialogActions({ children, cancelLabel = 'Cancel' }: { children: ReactNode; cancelLabel?: string }) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </Dialog.ActionTrigger>
      {children}
    </Dialog.Footer>
  );
}

import { CloseButton, Portal } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
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
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

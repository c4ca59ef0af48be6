import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useForgetPeople } from '../api/forget-people';

interface ForgetPeopleDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onForgotten: () => void;
}

/** Spec 001 section 4: 'Remove These People?' / 'Are you sure you want to remove the selected people from your view?'. */
export function ForgetPeopleDialog({ ids, open, onOpenChange, onForgotten }: ForgetPeopleDialogProps) {
  const forget = useForgetPeople();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) forget.reset();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Remove These People?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Are you sure you want to remove the selected people from your view?</Text>
              <Text mt="2" color="fg.muted" textStyle="sm">
                {ids.length === 1 ? 'One person' : `${ids.length} people`} will no longer appear in your lists, tree or events.
              </Text>
              {forget.isError && (
                <FormAlert>{forget.error.message}</FormAlert>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={forget.isPending}
                loadingText="Removing…"
                onClick={() =>
                  forget.mutate(ids, {
                    onSuccess: () => {
                      onOpenChange(false);
                      onForgotten();
                    },
                  })
                }
              >
                Remove
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

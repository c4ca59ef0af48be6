import { Button, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { TrashIcon } from '../../../components/ui/icons';
import { useRequestAccountDeletion } from '../api/delete-account';

/**
 * Delete Account (spec 001 sections 2, 4): confirm, then a link is e-mailed; only following that
 * link deletes the account, so a moment at an unlocked computer cannot.
 */
export function DeleteAccountDialog({ user }: { user: UserView }) {
  const [open, setOpen] = useState(false);
  const request = useRequestAccountDeletion();
  const destination = user.email ?? user.phone_number ?? 'your e-mail';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) request.reset();
      }}
      role="alertdialog"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          <TrashIcon /> Delete Account
        </Button>
      </Dialog.Trigger>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{request.isSuccess ? 'Check your e-mail' : 'Delete your account?'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {request.isSuccess ? (
            <Stack gap="3">
              <FormAlert status="success" title="We sent you a deletion link">
                Check your mail at {destination} and open the link within 24 hours to finish deleting your account.
              </FormAlert>
              <Text color="fg.muted">If you change your mind, ignore the message and nothing will happen.</Text>
            </Stack>
          ) : (
            <Stack gap="3">
              <Text>
                Deleting your account erases your photos, videos, documents, people, events and family tree. It
                cannot be undone.
              </Text>
              <Text>
                To make sure it is really you, we will send a link to <strong>{destination}</strong>. Your account is
                deleted only when you open that link.
              </Text>
              {request.isError && <FormAlert>{request.error.message}</FormAlert>}
            </Stack>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {request.isSuccess ? (
            <Dialog.ActionTrigger asChild>
              <Button>Done</Button>
            </Dialog.ActionTrigger>
          ) : (
            <>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={request.isPending} loadingText="Sending…" onClick={() => request.mutate()}>
                Send me the deletion link
              </Button>
            </>
          )}
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}

import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useSignedInUser } from '../features/accounts/api/signed-in-user';
import { useSetOwnPerson } from '../features/accounts/api/own-person';
import { ConfirmDialog } from '../components/confirm-dialog';

/** 'This person is me', or on one's own person 'This person is not me' after a confirm (spec 001 section 4). */
export function OwnPersonButton({ personId, name }: { personId: string; name: string }) {
  const user = useSignedInUser();
  const setOwn = useSetOwnPerson();
  const [confirming, setConfirming] = useState(false);
  if (user.person !== personId) {
    return (
      <Button size="sm" variant="outline" loading={setOwn.isPending} onClick={() => setOwn.mutate(personId)}>
        This person is me
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        This person is not me
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="This person is not you?"
        confirmLabel="This person is not me"
        busy={setOwn.isPending}
        error={setOwn.error?.message}
        onConfirm={() => setOwn.mutate(null, { onSuccess: () => setConfirming(false) })}
      >
        {name} will no longer be you, so your Me, Kids and other photo lists will be empty until you choose yourself again.
      </ConfirmDialog>
    </>
  );
}

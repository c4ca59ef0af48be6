import { Button, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { useUndoContactChange } from '../api/contact-change';
import { EntryCard, EntryPage } from './entry-card';

/**
 * /undo_change/{id}?key=...: the link the old e-mail or phone got when the account's login was
 * changed. The key is posted only on the button press, so a mail scanner opening the link changes
 * nothing. Undoing signs everyone out, so the next step is choosing a new password.
 */
export function UndoChangeScreen() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const undo = useUndoContactChange();

  if (undo.isSuccess) {
    return (
      <EntryPage>
        <title>Your login is back · Heirloom</title>
        <EntryCard title="Your login is back" lead={`You log in with ${undo.data.restored} again.`}>
          <Stack gap="4">
            <Text>Everyone who was signed in to your account, on any device, has been signed out.</Text>
            <Text>If you did not make the change yourself, someone may know your password: choose a new one now.</Text>
            <LinkButton to="/forgot_password" alignSelf="flex-start">
              Choose a new password
            </LinkButton>
          </Stack>
        </EntryCard>
      </EntryPage>
    );
  }

  if (!userId || key === '') {
    return (
      <EntryPage>
        <title>Link incomplete · Heirloom</title>
        <EntryCard title="This link is incomplete" lead="The address is missing the key from the message.">
          <Text>Open the link straight from the message, or copy the whole address into your browser.</Text>
        </EntryCard>
      </EntryPage>
    );
  }

  return (
    <EntryPage>
      <title>Undo the change to your login · Heirloom</title>
      <EntryCard title="Undo the change to your login" lead="Someone changed the e-mail or phone number you log in with.">
        <Stack gap="5">
          <Text>
            If it was not you, put your old one back. Everyone signed in to your account will be signed out, and you can then
            choose a new password.
          </Text>
          {undo.isError && <FormAlert>{undo.error.message}</FormAlert>}
          <Button size="lg" loading={undo.isPending} loadingText="Putting it back…" onClick={() => undo.mutate({ userId, key })}>
            Put my old login back
          </Button>
          <LinkButton to="/" variant="ghost">
            It was me: keep the change
          </LinkButton>
        </Stack>
      </EntryCard>
    </EntryPage>
  );
}

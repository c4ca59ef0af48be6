import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/list';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, TrashIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useConfirmAccountDeletion } from '../api/delete-account';
import { EntryCard, EntryPage } from './entry-card';

export const ACCOUNT_BEING_DELETED = 'Your Account is being deleted';

/**
 * /delete_user/{id}?key=...: the link from the deletion e-mail. The key is posted only when the
 * person presses the button, so a mail scanner opening the link cannot delete an account.
 */
export function DeleteUserScreen() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const deleteKey = searchParams.get('key') ?? '';
  const confirm = useConfirmAccountDeletion();

  if (confirm.isSuccess) {
    return (
      <EntryPage>
        <title>{`${ACCOUNT_BEING_DELETED} · Heirloom`}</title>
        <EntryCard title={ACCOUNT_BEING_DELETED} lead="You have been signed out on every device.">
          <Stack gap="4">
            <Text>
              Heirloom is now erasing everything in the account: photos, videos, documents, people, events and family
              history. It takes a few minutes and cannot be undone.
            </Text>
            <Text color="fg.muted">
              Thank you for keeping your family&apos;s memories with us. You are welcome back any time.
            </Text>
            <LinkButton to="/features" variant="outline" alignSelf="flex-start">
              Go to the Heirloom home page
            </LinkButton>
          </Stack>
        </EntryCard>
      </EntryPage>
    );
  }

  if (!userId || deleteKey === '') {
    return (
      <EntryPage>
        <title>Deletion link incomplete · Heirloom</title>
        <EntryCard title="This deletion link is incomplete" lead="The address is missing the key from the e-mail.">
          <Text>
            Open the link straight from the e-mail, or copy the whole address into your browser. If it still does not
            work, ask for a new link from your profile.
          </Text>
          <LinkButton to="/profile" mt="5">
            Go to my profile
          </LinkButton>
        </EntryCard>
      </EntryPage>
    );
  }

  return (
    <EntryPage>
      <title>Delete your account · Heirloom</title>
      <EntryCard title="Delete your account" lead="This is the last step. Please read it before you press the button.">
        <Stack gap="5">
          <Box>
            <Heading as="h2" textStyle="md" fontFamily="body" fontWeight="semibold" mb="2">
              What happens next
            </Heading>
            <List.Root gap="2" variant="plain">
              {[
                'You are signed out on every device and can no longer log in.',
                'Your photos, videos, documents, people, events and family tree are erased.',
                'Family members keep nothing you uploaded; copies they downloaded stay theirs.',
              ].map((line) => (
                <List.Item key={line} alignItems="flex-start">
                  <List.Indicator asChild color="brand.600" mt="1">
                    <CheckIcon />
                  </List.Indicator>
                  {line}
                </List.Item>
              ))}
            </List.Root>
          </Box>
          {confirm.isError && <FormAlert>{confirm.error.message}</FormAlert>}
          <Button
            colorPalette="red"
            size="lg"
            loading={confirm.isPending}
            loadingText="Deleting…"
            onClick={() => confirm.mutate({ userId, deleteKey })}
          >
            <TrashIcon /> Delete my account
          </Button>
          <LinkButton to="/" variant="ghost">
            Keep my account
          </LinkButton>
        </Stack>
      </EntryCard>
    </EntryPage>
  );
}

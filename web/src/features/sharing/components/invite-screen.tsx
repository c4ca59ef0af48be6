import { Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { toastJoinedFamily } from './joined-family-toast';
import { useAcceptInvite, useAskForInvite, useDismissInvite, useInvite } from '../api/invites';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /invite/{id}?key=: one invite, opened from its e-mailed link (after signing up or in), to accept
 * or ignore. The key in the link is what lets this person open it; it works once.
 */
export function InviteScreen() {
  const inviteId = useParams().inviteId ?? '';
  const key = useSearchParams()[0].get('key');
  const invite = useInvite(inviteId, key);
  const accept = useAcceptInvite();
  const dismiss = useDismissInvite();
  const navigate = useNavigate();
  const view = invite.data?.invite;
  const notForThisAccount = view?.for_someone_else ?? null;

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Family invite · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Family invite
      </Heading>
      <SectionCard title={view ? (notForThisAccount ? `An invite from ${view.username}` : `${view.username} invites you to their family`) : 'Your invite'} mt="6">
        {invite.isPending && <Skeleton height="16" rounded="md" />}
        {invite.isError && (
          <Stack gap="4">
            <FormAlert>{isApiError(invite.error, 404) ? 'This invite was not found. It may have been cancelled, or sent again with a new link.' : invite.error.message}</FormAlert>
            <LinkButton to="/invites" variant="outline" alignSelf="flex-start">
              See your invites
            </LinkButton>
          </Stack>
        )}
        {view && (
          <Stack gap="4">
            <Text hidden={Boolean(notForThisAccount)}>
              Accepting joins {view.username}'s family on {PRODUCT_NAME}: you see each other's photos, documents and family tree, and can add to them. Anything you already have moves into the family with you.
            </Text>
            {notForThisAccount ? (
              <AskForOwnInvite inviteId={view.id} inviteKey={key} inviterName={view.username} reason={notForThisAccount} />
            ) : (
              <>
                {view.person_name && <Text>In their tree, you are {view.person_name}.</Text>}
                {view.person_private && <Text color="fg.muted">They have a place for you in their tree. Details of living people are shown only inside the family, so you will see it once you join.</Text>}
                {view.status === 'pending' && <Text color="fg.muted" textStyle="sm">The link works until {dateFormat.format(new Date(view.expires_at))}.</Text>}
                {view.status === 'expired' && <FormAlert>This invite has expired. Ask {view.username} to send a new one.</FormAlert>}
                {view.status === 'accepted' && <FormAlert status="info">This invite has already been used.</FormAlert>}
                {view.status === 'cancelled' && view.email === null && <FormAlert>This invite link was turned off by the family. Ask {view.username} for a new one.</FormAlert>}
                {(view.status === 'ignored' || (view.status === 'cancelled' && view.email !== null)) && <FormAlert status="info">This invite is no longer open.</FormAlert>}
              </>
            )}
            {accept.error && <FormAlert>{accept.error.message}</FormAlert>}
            {view.status === 'pending' && !notForThisAccount && (
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="brand"
                  loading={accept.isPending}
                  loadingText="Joining…"
                  onClick={() =>
                    accept.mutate(
                      { id: view.id, key },
                      {
                        onSuccess: ({ treeCopying }) => {
                          toastJoinedFamily(view.username, treeCopying);
                          void navigate('/photos/strip');
                        },
                      },
                    )
                  }
                >
                  Accept
                </Button>
                <Button variant="outline" loading={dismiss.isPending} onClick={() => dismiss.mutate({ id: view.id, key }, { onSuccess: () => void navigate('/invites') })}>
                  Ignore
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </SectionCard>
    </Container>
  );
}

/**
 * An invite mailed to someone else, opened by this account (a forwarded e-mail): it cannot be
 * accepted here, so the page says why and offers to ask the inviter for an invite of one's own.
 */
function AskForOwnInvite({ inviteId, inviteKey, inviterName, reason }: { inviteId: string; inviteKey: string | null; inviterName: string; reason: string }) {
  const ask = useAskForInvite();
  return (
    <Stack gap="4">
      <FormAlert status="warning">{reason}</FormAlert>
      {ask.isSuccess ? (
        <FormAlert status="success">
          We asked {inviterName} for an invite of your own. When they send one, it comes to the e-mail address of this account.
        </FormAlert>
      ) : (
        inviteKey && (
          <Stack gap="2" align="flex-start">
            <Button colorPalette="brand" loading={ask.isPending} loadingText="Asking…" onClick={() => ask.mutate({ id: inviteId, key: inviteKey })}>
              Ask {inviterName} for an invite
            </Button>
            <Text textStyle="sm" color="fg.muted">
              {inviterName} gets a message with your name and this account's e-mail address.
            </Text>
          </Stack>
        )
      )}
      {ask.error && <FormAlert>{ask.error.message}</FormAlert>}
    </Stack>
  );
}

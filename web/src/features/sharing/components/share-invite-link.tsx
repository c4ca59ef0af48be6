import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { INVITE_VALID_DAYS } from '@heirloom/shared/contracts/sharing';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { useFacebookApp } from '../../../hooks/use-facebook-app';
import { usePersonSearch } from '../../../lib/search-queries';
import { useCreateInviteLink, useDismissInvite, useFacebookInvite, usePersonName } from '../api/invites';


const facebookSendDialog = (appId: string, link: string) =>
  `https://www.facebook.com/dialog/send?${new URLSearchParams({ app_id: appId, link, redirect_uri: `${window.location.origin}/invites` }).toString()}`;

async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Share a link' on /invite/email: POST /invite_link/{personId} makes a link naming the relative it
 * is for (accepting it links them to their place in the tree), copied to paste anywhere; POST
 * /facebook_invite makes one to send in a Facebook message. Each link works once, for 14 days.
 */
export function ShareInviteLink({ initialPersonId }: { initialPersonId: string | null }) {
  const [personId, setPersonId] = useState(initialPersonId);
  const [search, setSearch] = useState('');
  const [link, setLink] = useState<{ id: string; url: string; copied: boolean; facebook: boolean; revoked?: boolean } | null>(null);
  const person = usePersonName(personId);
  const found = usePersonSearch(search);
  const createLink = useCreateInviteLink();
  const facebookInvite = useFacebookInvite();
  const revoke = useDismissInvite();
  // Facebook's send dialog needs a Facebook app: without one the button is not shown.
  const { appId } = useFacebookApp();
  const personName = person.data ? person.data.person.name || 'Unnamed person' : null;

  const makeLink = () => {
    if (!personId) return;
    createLink.mutate(personId, { onSuccess: async ({ invite_url, invite }) => setLink({ id: invite.id, url: invite_url, copied: await copied(invite_url), facebook: false }) });
  };
  const sendOnFacebook = () => {
    if (!appId) return;
    // Opened before the request answers, so the browser does not block it as a pop-up.
    const dialog = window.open('', '_blank');
    facebookInvite.mutate(personId, {
      onSuccess: async ({ invite_url, invite }) => {
        if (dialog) {
          dialog.location.href = facebookSendDialog(appId, invite_url);
          setLink({ id: invite.id, url: invite_url, copied: false, facebook: true });
        } else {
          // Pop-ups blocked: the link is copied to paste into a Facebook message.
          setLink({ id: invite.id, url: invite_url, copied: await copied(invite_url), facebook: true });
        }
      },
      onError: () => dialog?.close(),
    });
  };
  const error = createLink.error ?? facebookInvite.error ?? revoke.error;
  const turnOff = () => link && revoke.mutate({ id: link.id }, { onSuccess: () => setLink({ ...link, revoked: true }) });

  return (
    <SectionCard
      title="Or share a link"
      description={`A link works once, for ${INVITE_VALID_DAYS} days, and can be turned off on the Family & Invites page. Send it in a message or a chat${appId ? ', or on Facebook' : ''}.`}
      mt="6"
    >
      <Stack gap="4">
        {personId ? (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text>
              For <strong>{personName ?? '…'}</strong>: when they join, they are linked to their place in the tree.
            </Text>
            <Button size="xs" variant="ghost" onClick={() => (setPersonId(null), setLink(null))}>
              Choose someone else
            </Button>
          </HStack>
        ) : (
          <FormField label="Who is the link for?" helper="Type the name of the relative in your tree.">
            <Input name="link-person" placeholder="Search your tree" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
        )}
        {!personId && search.trim() && (
          <Stack gap="1" role="list" aria-label="People found">
            {found.data?.persons.length === 0 && <Text color="fg.muted">No persons matching {search.trim()}</Text>}
            {found.data?.persons.slice(0, 6).map((candidate) => (
              <Button key={candidate.id} role="listitem" size="sm" variant="outline" justifyContent="flex-start" onClick={() => (setPersonId(candidate.id), setSearch(''), setLink(null))}>
                {candidate.name || 'Unnamed person'}
              </Button>
            ))}
          </Stack>
        )}
        {error && <FormAlert>{error.message}</FormAlert>}
        {link && !link.revoked && (
          <Box>
            <FormField label="Invite link">
              <Input name="invite-link" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
            </FormField>
            <HStack mt="1.5" justify="space-between" align="flex-start" gap="2" wrap="wrap">
              <Text textStyle="sm" color="fg.muted" role="status">
                {link.copied ? 'Copied. ' : ''}
                {link.facebook && link.copied ? 'Paste it into a Facebook message to your relative.' : link.copied ? 'Paste it into a message to your relative.' : 'Copy it and send it to your relative.'}
              </Text>
              <Button size="xs" variant="ghost" colorPalette="red" loading={revoke.isPending} onClick={turnOff}>
                Turn off this link
              </Button>
            </HStack>
          </Box>
        )}
        {link?.revoked && (
          <FormAlert status="info">The link is turned off: anyone who opens it is told so. Make a new one when you need it.</FormAlert>
        )}
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" variant="outline" disabled={!personId} loading={createLink.isPending} onClick={makeLink}>
            Copy invite link
          </Button>
          {appId && (
            <Button variant="outline" loading={facebookInvite.isPending} onClick={sendOnFacebook}>
              Invite with Facebook
            </Button>
          )}
        </HStack>
      </Stack>
    </SectionCard>
  );
}

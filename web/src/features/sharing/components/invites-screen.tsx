import { Badge, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FamilyRole } from '@heirloom/shared/contracts/family-roles';
import type { FamilyMemberView, InviteView } from '@heirloom/shared/contracts/sharing';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { AppLink, LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { useFamily, useRemoveFamilyMember } from '../api/family';
import { toastJoinedFamily } from './joined-family-toast';
import { useAcceptInvite, useDismissInvite, useInvites, useResendInvite } from '../api/invites';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmailText } from '../../../components/ui/email-text';
import { dayText } from '../../../lib/app-dates';
import { useFamilyMembersPanel, useSetMemberRole } from '../api/member-roles';
import { FamilyMoveAlert } from './family-move-notice';

export const NO_REQUESTS = 'You have no Sharing Invites waiting';
export const NO_SENT_INVITES = 'You have no Sharing Requests outstanding currently';
export const REMOVE_MEMBER_QUESTION = 'Remove the user from you family sharing?';

/**
 * /invites (optional invite_id): Family Sharing Requests to accept or ignore, the invites the user
 * sent (resend, cancel) and the family's members (remove; leave) (spec 001 sections 2 and 4).
 */
export function InvitesScreen({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const highlighted = useParams().inviteId ?? params.get('invite_id');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Family &amp; Invites · Heirloom</title>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Family &amp; Invites
          </Heading>
          <Text mt="1" color="fg.muted">
            Everyone in your family sees the same photos, documents and family tree.
          </Text>
        </Box>
        <LinkButton to="/invite/email" colorPalette="brand">
          Invite Family
        </LinkButton>
      </HStack>
      <Stack gap="6" mt="6">
        <InviteLists highlighted={highlighted} />
        <FamilyMembers userId={userId} />
      </Stack>
    </Container>
  );
}

function InviteLists({ highlighted }: { highlighted: string | null }) {
  const invites = useInvites();
  const accept = useAcceptInvite();
  const dismiss = useDismissInvite();
  const resend = useResendInvite();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const fail = (e: Error) => setError(e.message);

  if (invites.isError) return <FormAlert>{invites.error.message}</FormAlert>;
  const received = invites.data?.received;
  const sent = invites.data?.sent;
  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      <SectionCard title="Family Sharing Requests" description="Relatives who invited you to their family.">
        <InviteRows loading={!received} empty={NO_REQUESTS} count={received?.length ?? 0}>
          {received?.map((invite) => (
            <InviteRow key={invite.id} invite={invite} highlighted={invite.id === highlighted} title={<>{invite.username} invites you to their family</>} detail={invite.person_name ? `As ${invite.person_name} · sent ${dayText(invite.sent_at)}` : `Sent ${dayText(invite.sent_at)}`}>
              <Button
                size="sm"
                colorPalette="brand"
                loading={accept.isPending && accept.variables?.id === invite.id}
                onClick={() => {
                  setError(null);
                  accept.mutate(
                    { id: invite.id },
                    {
                      onSuccess: ({ treeCopying }) => {
                        toastJoinedFamily(invite.username, treeCopying);
                        void navigate('/photos/strip');
                      },
                      onError: fail,
                    },
                  );
                }}
              >
                Accept
              </Button>
              <Button size="sm" variant="outline" loading={dismiss.isPending && dismiss.variables?.id === invite.id} onClick={() => dismiss.mutate({ id: invite.id }, { onError: fail })}>
                Ignore
              </Button>
            </InviteRow>
          ))}
        </InviteRows>
      </SectionCard>
      <SectionCard title="Invites you sent" description="Waiting for an answer. Each link works once.">
        <InviteRows loading={!sent} empty={NO_SENT_INVITES} count={sent?.length ?? 0}>
          {sent?.map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              highlighted={invite.id === highlighted}
              title={invite.email ? <EmailText email={invite.email} /> : invite.person_name ? `Shared link for ${invite.person_name}` : 'Shared link'}
              detail={invite.status === 'expired' ? `Expired ${dayText(invite.expires_at)}` : `Sent ${dayText(invite.sent_at)} · link works until ${dayText(invite.expires_at)}`}
            >
              {invite.email && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={resend.isPending && resend.variables === invite.id}
                  onClick={() => resend.mutate(invite.id, { onSuccess: () => toaster.create({ type: 'success', title: `Sent again to ${invite.email}` }), onError: fail })}
                >
                  Resend
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={dismiss.isPending && dismiss.variables?.id === invite.id}
                onClick={() =>
                  dismiss.mutate(
                    { id: invite.id },
                    { onSuccess: () => invite.email === null && toaster.create({ type: 'success', title: 'Link turned off', description: 'Anyone who opens it now is told it was turned off.' }), onError: fail },
                  )
                }
              >
                {invite.email === null ? 'Turn off link' : 'Cancel'}
              </Button>
            </InviteRow>
          ))}
        </InviteRows>
      </SectionCard>
    </>
  );
}

function InviteRows({ loading, empty, count, children }: { loading: boolean; empty: string; count: number; children: ReactNode }) {
  if (loading) return <Skeleton height="12" rounded="md" />;
  if (count === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
      {children}
    </Stack>
  );
}

function InviteRow({ invite, highlighted, title, detail, children }: { invite: InviteView; highlighted: boolean; title: ReactNode; detail: string; children: ReactNode }) {
  return (
    <Stack as="li" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" py="3" px="2" bg={highlighted ? 'brand.50' : undefined} rounded="md" data-invite={invite.id}>
      <Box minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {detail}
        </Text>
      </Box>
      <HStack gap="2" flexShrink={0}>
        {children}
      </HStack>
    </Stack>
  );
}

function FamilyMembers({ userId }: { userId: string }) {
  const family = useFamily();
  const panel = useFamilyMembersPanel();
  const remove = useRemoveFamilyMember();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<FamilyMemberView | null>(null);

  if (family.isError) return <FormAlert>{family.error.message}</FormAlert>;
  const members = family.data?.members;
  const shared = (members?.length ?? 0) > 1;
  const leaving = confirming?.user_id === userId;
  // Roles and what each added (GET /family/members); admins remove others and change roles.
  const ranked = new Map((panel.data?.members ?? []).map((member) => [member.user_id, member]));
  const isAdmin = panel.data?.my_role === 'admin';
  return (
    <SectionCard anchor="family-members" title="Family members" description={shared ? 'They see your photos and tree, and you see theirs.' : 'Only you so far. Invite relatives to share your photos and tree.'}>
      {family.data?.moving && (
        <Box mb="4">
          <FamilyMoveAlert moving={family.data.moving} />
        </Box>
      )}
      {shared && panel.data && !isAdmin && (
        <Text textStyle="sm" color="fg.muted" mb="2" data-testid="not-yours">
          Only the family’s admins can remove members or make someone an admin. Everyone can add to the tree and correct its events and sources; your edits to people someone else added are sent to the admins to review. Deleting or removing something is for the admins and whoever added it, and a photo or document is deleted only by the person who uploaded it.
        </Text>
      )}
      {!members ? (
        <Skeleton height="12" rounded="md" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {members.map((member) => {
            const ranking = ranked.get(member.user_id);
            return (
              <Stack as="li" key={member.user_id} direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2" py="3" px="2" data-testid="family-member">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap" minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {member.username}
                    </Text>
                    {member.user_id === userId && <Badge variant="subtle">You</Badge>}
                    {ranking && (
                      <Badge variant="subtle" colorPalette={ranking.role === 'admin' ? 'brand' : 'gray'}>
                        {ranking.role === 'admin' ? 'Admin' : 'Member'}
                      </Badge>
                    )}
                    {shared && member.founder && (
                      <Badge variant="subtle" colorPalette="sage">
                        Started the family
                      </Badge>
                    )}
                  </HStack>
                  {ranking && (
                    <Text textStyle="xs" color="fg.muted">
                      Added {countLabel(ranking.added.photos, 'photo', 'photos')} · {countLabel(ranking.added.documents, 'document', 'documents')} · {countLabel(ranking.added.people, 'person', 'people')}
                    </Text>
                  )}
                </Stack>
                <HStack gap="2" wrap="wrap" flexShrink={0}>
                  {/* The founder stays an admin (the server refuses otherwise); one made a member before that rule can be made admin again. */}
                  {shared && isAdmin && ranking && member.user_id !== userId && !(member.founder && ranking.role === 'admin') && <RoleButton member={member} role={ranking.role} />}
                  {shared && member.user_id === userId && (
                    <Button size="sm" variant="outline" onClick={() => setConfirming(member)}>
                      Leave family
                    </Button>
                  )}
                  {shared && isAdmin && member.user_id !== userId && !member.founder && (
                    <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(member)}>
                      Remove
                    </Button>
                  )}
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            remove.reset();
          }
        }}
        title={leaving ? 'Leave the family?' : REMOVE_MEMBER_QUESTION}
        confirmLabel={leaving ? 'Leave' : 'Remove'}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming.user_id, {
            onSuccess: () => {
              setConfirming(null);
              if (leaving) {
                toaster.create({ type: 'success', title: 'You left the family', description: 'Your own uploads go with you.' });
                void navigate('/');
              } else toaster.create({ type: 'success', title: `${confirming.username} no longer shares your family` });
            },
          })
        }
      >
        {leaving ? (
          <LeavingWords founder={confirming?.founder === true} />
        ) : (
          `${confirming?.username ?? 'They'} will no longer see the family’s photos and tree. Photos they uploaded go with them.`
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}

/**
 * What leaving costs, said before it happens: the tree (a founder's too, and one brought when joining)
 * stays with the family, so the way to keep it is a copy made first.
 */
function LeavingWords({ founder }: { founder: boolean }) {
  return (
    <Stack gap="2">
      <Text>
        {founder
          ? 'You started this family, but it goes on without you: the family tree, the names given to faces and the others’ photos stay with them, and you start again with an empty tree.'
          : 'You will no longer see the family’s photos and tree. What you added to the tree, and a tree you brought when you joined, stays with the family.'}
      </Text>
      <Text>Photos and documents you uploaded go with you.</Text>
      <Text>
        To keep a copy of the tree, first use Export GEDCOM on the{' '}
        <AppLink to="/people" textDecoration="underline">
          People page
        </AppLink>
        .
      </Text>
    </Stack>
  );
}

/**
 * An admin's 'Make admin' / 'Make member' for one member. Each row has its own request, so on a busy
 * server (seconds) the row says it is working while the other rows stay usable; a notice tells how
 * it ended, as the app's other actions do.
 */
function RoleButton({ member, role }: { member: FamilyMemberView; role: FamilyRole }) {
  const setRole = useSetMemberRole();
  const next: FamilyRole = role === 'admin' ? 'member' : 'admin';
  const becomes = next === 'admin' ? 'an admin' : 'a member';
  const change = () =>
    setRole.mutate(
      { userId: member.user_id, role: next },
      {
        onSuccess: () => toaster.create({ type: 'success', title: `${member.username} is now ${becomes}` }),
        onError: (error) => toaster.create({ type: 'error', title: `Could not make ${member.username} ${becomes}`, description: error.message }),
      },
    );
  return (
    <Button size="sm" variant="outline" loading={setRole.isPending} loadingText={next === 'admin' ? 'Making admin…' : 'Making member…'} onClick={change}>
      {next === 'admin' ? 'Make admin' : 'Make member'}
    </Button>
  );
}

const countLabel = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

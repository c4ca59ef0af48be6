import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { InviteView } from '@heirloom/shared/contracts/sharing';
import { useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { AppLink } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { homeKeys } from '../../../features/home/api/dashboard';
import { useAcceptInvite, useDismissInvite } from '../../../features/sharing/api/invites';

/** Family Sharing Requests waiting for the user: accept (join that family) or ignore, right here. */
export function InvitationsCard({ invites }: { invites: readonly InviteView[] }) {
  const queryClient = useQueryClient();
  const accept = useAcceptInvite();
  const dismiss = useDismissInvite();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  const error = accept.error ?? dismiss.error;
  return (
    <SectionCard anchor="invitations" title="Invitations" description="Relatives who asked you to share their family's photos and tree.">
      <Stack as="ul" listStyleType="none" gap="3">
        {invites.map((invite) => (
          <HStack as="li" key={invite.id} justify="space-between" gap="3" wrap="wrap" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
            <Text minW="0">
              <AppLink to={`/invites/${encodeURIComponent(invite.id)}`} fontWeight="semibold">
                {invite.username}
              </AppLink>{' '}
              invites you to share their family{invite.person_name ? ` as ${invite.person_name}` : ''}.
            </Text>
            <HStack gap="2">
              <Button size="sm" loading={accept.isPending && accept.variables?.id === invite.id} onClick={() => accept.mutate({ id: invite.id }, { onSuccess: refresh })}>
                Accept
              </Button>
              <Button size="sm" variant="outline" loading={dismiss.isPending && dismiss.variables?.id === invite.id} onClick={() => dismiss.mutate({ id: invite.id }, { onSuccess: refresh })}>
                Ignore
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {error && (
        <Box mt="3">
          <FormAlert>{error.message}</FormAlert>
        </Box>
      )}
    </SectionCard>
  );
}

import { Badge, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { useSignedInUser } from '../api/signed-in-user';
import { planLabel, planSummary } from '../utils/plan-status';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileDetailsForm } from './profile-details-form';
import { StorageSummary } from './storage-summary';
import { usePlanClock } from '../hooks/use-plan-clock';

/** /profile: details, password, plan and storage, and deleting the account (spec 001 section 2). */
export function ProfileScreen() {
  const user = useSignedInUser();
  const now = usePlanClock();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Profile · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Your profile
      </Heading>
      <Text mt="1" color="fg.muted">
        How you log in, how your family sees you, and your plan.
      </Text>

      <Stack gap="6" mt="6">
        <SectionCard title="Your details">
          <ProfileDetailsForm key={user.user_id} user={user} />
        </SectionCard>

        <SectionCard title="Password" description={user.has_password ? 'Choose a new password.' : 'You log in with codes. Add a password to log in without waiting for a code.'}>
          <ChangePasswordForm user={user} />
        </SectionCard>

        <SectionCard
          title="Plan and storage"
          actions={
            <LinkButton to="/plans" variant="outline" size="sm">
              Change Plan
            </LinkButton>
          }
        >
          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">Plan:</Text>
              <Badge colorPalette={user.customer_plan === 'Free' ? 'gray' : 'sage'} variant="subtle" size="md">
                {planLabel(user)}
              </Badge>
            </HStack>
            <Text color="fg.muted">{planSummary(user, now)}</Text>
            <StorageSummary user={user} />
          </Stack>
        </SectionCard>

        <SectionCard title="Delete account" description="Erase your account and everything in it." borderColor="red.200">
          <DeleteAccountDialog user={user} />
        </SectionCard>
      </Stack>
    </Container>
  );
}

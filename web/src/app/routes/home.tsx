import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { usePlanClock } from '../../features/accounts/hooks/use-plan-clock';
import { planSummary } from '../../features/accounts/utils/plan-status';
import { useTreeHasPeopleFromDashboard } from '../../features/home/api/dashboard';
import { showsOnboarding } from '../../features/home/utils/onboarding-steps';
import { HomeDashboard } from '../home/home-dashboard';
import { OnboardingWizard } from '../onboarding/onboarding-wizard';

/** '/': the signed-in workflow home (spec 001 section 2), and the onboarding wizard for a new user (section 4). */
export function Component() {
  const user = useSignedInUser();
  const now = usePlanClock();
  // Decided once on arrival (as soon as the dashboard says whether the family's tree has people, for
  // a new user): the wizard then stays open through its own steps (picking yourself ends 'new user').
  const treeHasPeople = useTreeHasPeopleFromDashboard();
  const [wizard, setWizard] = useState<boolean | 'wait'>(() => showsOnboarding(user, window.location.hash, treeHasPeople));
  if (wizard === 'wait' && treeHasPeople !== undefined) setWizard(showsOnboarding(user, window.location.hash, treeHasPeople));
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Home · Heirloom</title>
      <Box>
        <Heading as="h1" textStyle={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
          {user.new_user ? `Welcome to Heirloom, ${user.username}` : `Welcome back, ${user.username}`}
        </Heading>
        <Text mt="2" color="fg.muted" textStyle={{ base: 'md', md: 'lg' }} maxW="3xl">
          {planSummary(user, now)}
        </Text>
      </Box>
      {wizard === true && <OnboardingWizard user={user} onClose={() => setWizard(false)} />}
      <HomeDashboard user={user} />
    </Container>
  );
}

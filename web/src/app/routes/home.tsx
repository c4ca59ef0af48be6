import { Badge, Box, Button, Circle, Container, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { canUpload, TRIAL_DAYS } from '@heirloom/shared/plans';
import type { ReactNode } from 'react';
import { CheckIcon, UserPlusIcon } from '../../components/ui/icons';
import { LinkButton } from '../../components/ui/router-link';
import { SectionCard } from '../../components/ui/section-card';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { StorageSummary } from '../../features/accounts/components/storage-summary';
import { UnnamedPeopleSection } from '../../features/faces/components/unnamed-people-section';
import { canStartTrial, isPaidPlan, planLabel, planSummary } from '../../features/accounts/utils/plan-status';
import { UPLOADS_REQUIRE_PAID_MESSAGE, usePlanDialogStore } from '../../lib/plan-dialog-store';
import { usePlanClock } from '../../features/accounts/hooks/use-plan-clock';
import { SelectYourselfDialog } from '../components/select-yourself-dialog';

/** '/': the signed-in workflow home (spec 001 section 2). Signed-out visitors are redirected by the guard. */
export function Component() {
  const user = useSignedInUser();
  const now = usePlanClock();
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

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" mt={{ base: '6', md: '8' }} alignItems="start">
        <Stack gap="6">
          <GettingStarted user={user} />
          <UnnamedPeopleSection />
        </Stack>
        <Stack gap="6">
          <PlanCard user={user} />
          <SectionCard title="Invite your family" description="Relatives see your photos and help with the tree for free; only uploading needs a plan.">
            <LinkButton to="/invite/email" w="full">
              <UserPlusIcon /> Invite by e-mail
            </LinkButton>
          </SectionCard>
        </Stack>
      </Grid>
    </Container>
  );
}

function GettingStarted({ user }: { user: UserView }) {
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const uploadsAllowed = canUpload(user);
  return (
    <SectionCard title="Getting started" description="A few steps to bring your family's photos and story together.">
      <Stack as="ol" listStyleType="none" gap="0">
        <Step
          number={1}
          done={!canStartTrial(user)}
          title={canStartTrial(user) ? 'Start your free trial' : isPaidPlan(user) ? 'Choose a plan' : 'Free trial started'}
          text={
            canStartTrial(user)
              ? `${TRIAL_DAYS} days of everything Heirloom does, with no card needed. Nothing is deleted when it ends.`
              : isPaidPlan(user)
                ? `You are on the ${user.customer_plan} plan. Thank you!`
                : 'Your trial is under way; subscribe any time to keep uploading after it ends.'
          }
          action={canStartTrial(user) && <Button onClick={() => openPlanDialog()}>Start free trial</Button>}
        />
        <Step
          number={2}
          done={user.has_photos}
          title="Upload your photos"
          text={
            uploadsAllowed
              ? 'Add photos, videos, scanned documents and GEDCOM files from this device, or import them from Facebook, Dropbox or Google Photos.'
              : 'Uploads need a paid plan or the free trial. Once you have one, add photos, videos, documents and GEDCOM files, or import from Facebook, Dropbox or Google Photos.'
          }
          action={
            uploadsAllowed ? (
              <LinkButton to="/upload" variant="outline">
                Upload photos
              </LinkButton>
            ) : (
              <Button variant="outline" onClick={() => openPlanDialog(UPLOADS_REQUIRE_PAID_MESSAGE)}>
                Upload photos
              </Button>
            )
          }
        />
        <Step
          number={3}
          done={user.person !== null}
          title="Find yourself in the family"
          text="Select the person who is you, so Heirloom can show your parents, kids and grandparents and the photos of each."
          action={<SelectYourselfDialog />}
        />
        <Step
          number={4}
          title="Invite your family"
          text="Send an e-mail invitation to parents, siblings and cousins so they can see and add to the family story."
          action={
            <LinkButton to="/invite/email" variant="outline">
              Invite family
            </LinkButton>
          }
          last
        />
      </Stack>
    </SectionCard>
  );
}

function Step({ number, title, text, action, done = false, last = false }: { number: number; title: string; text: string; action?: ReactNode; done?: boolean; last?: boolean }) {
  return (
    <Flex as="li" gap="4" py="4" borderBottomWidth={last ? '0' : '1px'} borderColor="border.muted" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
      <HStack gap="4" flex="1" align="flex-start">
        <Circle size="8" flexShrink={0} bg={done ? 'sage.600' : 'brand.50'} color={done ? 'white' : 'brand.700'} fontWeight="semibold" borderWidth={done ? '0' : '1px'} borderColor="brand.200">
          {done ? <CheckIcon aria-label="Done" /> : number}
        </Circle>
        <Box>
          <Text fontWeight="semibold">{title}</Text>
          <Text color="fg.muted" textStyle="sm" mt="0.5">
            {text}
          </Text>
        </Box>
      </HStack>
      {action && !done && <Box flexShrink={0} ps={{ base: '12', sm: '0' }}>{action}</Box>}
    </Flex>
  );
}

function PlanCard({ user }: { user: UserView }) {
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  return (
    <SectionCard title="Your plan" actions={<Badge colorPalette={user.customer_plan === 'Free' ? 'gray' : 'sage'} size="md">{planLabel(user)}</Badge>}>
      <Stack gap="4">
        <StorageSummary user={user} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => openPlanDialog()}>
            {isPaidPlan(user) ? 'Change plan' : 'See plans'}
          </Button>
          <LinkButton to="/profile" size="sm" variant="outline">
            Profile
          </LinkButton>
        </HStack>
      </Stack>
    </SectionCard>
  );
}

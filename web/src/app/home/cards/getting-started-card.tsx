import { Box, Button, Circle, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { canUpload, TRIAL_DAYS } from '@heirloom/shared/plans';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { canStartTrial, isPaidPlan } from '../../../features/accounts/utils/plan-status';
import type { GettingStartedItems } from '../../../features/home/utils/dashboard-cards';
import { UPLOADS_REQUIRE_PAID_MESSAGE, usePlanDialogStore } from '../../../lib/plan-dialog-store';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Getting started: what is waiting (people to name, missing files, invitations; spec 001 section 2)
 * with links to their cards, then the first steps with the done ones ticked.
 */
export function GettingStartedCard({ user, items, treeHasPeople }: { user: UserView; items: GettingStartedItems; treeHasPeople: boolean }) {
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const uploadsAllowed = canUpload(user);
  const waiting = [
    items.unnamedPeople > 0 && { anchor: '#unnamed', text: plural(items.unnamedPeople, 'person to name', 'people to name'), testId: 'waiting-unnamed' },
    items.missingFiles > 0 && {
      anchor: '#missing-files',
      text: `${items.moreMissingFiles ? `${items.missingFiles} or more files` : plural(items.missingFiles, 'file', 'files')} your family tree names, still to upload`,
      testId: 'waiting-missing-files',
    },
    items.invitations > 0 && { anchor: '#invitations', text: plural(items.invitations, 'invitation', 'invitations') + ' waiting for your answer', testId: 'waiting-invitations' },
  ].filter((entry): entry is { anchor: string; text: string; testId: string } => Boolean(entry));

  return (
    <SectionCard anchor="getting-started" title="Getting started" description="A few steps to bring your family's photos and story together.">
      {waiting.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1.5" mb="2" p="3" bg="bg.subtle" rounded="lg" aria-label="Waiting for you">
          {waiting.map((entry) => (
            <Box as="li" key={entry.anchor} data-testid={entry.testId}>
              <Link href={entry.anchor} fontWeight="medium" color="brand.700">
                {entry.text}
              </Link>
            </Box>
          ))}
        </Stack>
      )}
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
          action={
            // With people in the tree, 'Which person in the tree is you?' sits above this card with the
            // one 'Select yourself' button: the step points there rather than repeating it.
            treeHasPeople ? (
              <Link href="#select-yourself" fontWeight="medium" color="brand.700">
                Pick yourself above
              </Link>
            ) : (
              <LinkButton to="/person/new" variant="outline">
                Add yourself
              </LinkButton>
            )
          }
        />
        <Step
          number={4}
          done={items.familyInvited}
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

import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/ui/chakra/list';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { useSearchParams } from 'react-router';
import { CheckIcon } from '../../components/ui/icons';
import { MinusIcon } from '../../components/ui/more-icons';
import { PageIntro } from '../../components/ui/page-intro';
import { LinkButton } from '../../components/ui/router-link';
import { usePublicPageUser } from '../../features/accounts/api/user';
import { checkoutPath } from '../../features/accounts/components/plan-dialog';
import { canStartTrial } from '../../features/accounts/utils/plan-status';
import { signedOutPlanLink } from '../../features/accounts/utils/redirect-to';
import { usePlanDialogStore } from '../../lib/plan-dialog-store';
import {
  ANNUAL_DISCOUNT_PERCENT,
  ANNUAL_PRICE_USD,
  EXTRA_STORAGE_ANNUAL_USD,
  EXTRA_STORAGE_MONTHLY_USD,
  EXTRA_STORAGE_STEP_GB,
  INCLUDED_STORAGE_GB,
  MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  formatUsd,
} from '../../config/pricing';

type PlanId = 'free' | 'trial' | 'monthly' | 'annual';

interface Plan {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  note: string;
  cta: string;
  badge?: string;
  included: string[];
  excluded?: string[];
}

const PAID_FEATURES = [
  `${INCLUDED_STORAGE_GB} GB of storage included`,
  'Upload photos, videos and documents',
  'Create and edit the family tree, import GEDCOM files',
  'Face recognition that groups photos by person',
  'Photos and events on a map',
  'Automatic photo correction',
  'Import from Facebook, Dropbox and Google Photos',
];

const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: formatUsd(0),
    period: 'forever',
    note: 'For relatives who want to see and help.',
    cta: 'Join for free',
    included: [
      'View the photos and family tree shared with you',
      'Edit and suggest changes to family members’ details',
      'Download photos and documents',
    ],
    excluded: ['Uploads and tree creation'],
  },
  {
    id: 'trial',
    name: 'Trial',
    price: formatUsd(0),
    period: `for ${TRIAL_DAYS} days`,
    note: 'No card needed. Uploads pause when the trial ends; nothing is deleted.',
    cta: 'Start free trial',
    included: [`Everything in the paid plans for ${TRIAL_DAYS} days`, ...PAID_FEATURES.slice(1, 4)],
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: formatUsd(MONTHLY_PRICE_USD),
    period: 'per month',
    note: 'Renews every month. Cancel any time.',
    cta: 'Choose Monthly',
    included: PAID_FEATURES,
  },
  {
    id: 'annual',
    name: 'Annual',
    price: formatUsd(ANNUAL_PRICE_USD),
    period: 'per year',
    note: `${formatUsd(ANNUAL_PRICE_USD / 12)} a month, billed once a year.`,
    cta: 'Choose Annual',
    badge: `Save ${ANNUAL_DISCOUNT_PERCENT}%`,
    included: PAID_FEATURES,
  },
];

const FAQ = [
  {
    q: 'Do my relatives need to pay?',
    a: 'No. Viewing is free: relatives on the Free plan can see everything you share with them, download photos and documents, and help correct the details of people in the tree. Only the people who upload files or build the tree need a paid plan or a trial.',
  },
  {
    q: 'What happens when my trial ends?',
    a: `After ${TRIAL_DAYS} days uploads pause until you choose a paid plan. Nothing you uploaded during the trial is removed, and your family can keep viewing it.`,
  },
  {
    q: 'What if I need more than 100 GB?',
    a: `Add storage in steps of ${EXTRA_STORAGE_STEP_GB} GB for ${formatUsd(EXTRA_STORAGE_MONTHLY_USD)} a month or ${formatUsd(EXTRA_STORAGE_ANNUAL_USD)} a year each, on top of your plan.`,
  },
  {
    q: 'Can I switch between Monthly and Annual?',
    a: 'Yes, at any time. When you change plans, the unused part of what you already paid is worked out day by day and refunded or credited to the new plan.',
  },
  {
    q: 'Does my plan renew automatically?',
    a: 'Yes. Paid plans renew at the end of each month or year until you cancel, which you can do at any time from your billing page. After cancelling you keep your plan until the period you paid for ends.',
  },
];

/**
 * Signed out: `/signup?redirect_to=/plans?plan=...` (or /welcome when this device has had an
 * account), so after signing in the visitor lands back here on their plan.
 */
const signUpFor = (plan: PlanId) => signedOutPlanLink(`/plans?plan=${plan}`);

export function Component() {
  const user = usePublicPageUser() ?? null;
  const [searchParams] = useSearchParams();
  const chosen = searchParams.get('plan');

  return (
    <>
      <title>Plans and pricing · Heirloom</title>
      <PageIntro
        eyebrow="Pricing"
        title="Simple plans. Free for the family."
        lead="Everyone in your family can view, download and help with the tree for free. Choose a plan when you are ready to upload photos and build the tree."
      />

      <Container maxW="6xl" px={{ base: '5', md: '6' }} pb={{ base: '10', md: '16' }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5" aria-label="Plans">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              user={user}
              selected={chosen === plan.id}
              // Without a choice in the address, point out the best value.
              highlighted={chosen === plan.id || (!isPlanId(chosen) && plan.id === 'annual')}
            />
          ))}
        </SimpleGrid>

        <Box as="section" aria-labelledby="extra-storage" mt="10" p={{ base: '5', md: '7' }} rounded="xl" bg="sage.50" borderWidth="1px" borderColor="sage.200">
          <Heading id="extra-storage" as="h2" textStyle="xl" fontWeight="semibold">
            Need more room?
          </Heading>
          <Text mt="2" color="fg">
            Every paid plan includes {INCLUDED_STORAGE_GB} GB, room for tens of thousands of photos. Each extra{' '}
            {EXTRA_STORAGE_STEP_GB} GB costs <strong>{formatUsd(EXTRA_STORAGE_MONTHLY_USD)} a month</strong> or{' '}
            <strong>{formatUsd(EXTRA_STORAGE_ANNUAL_USD)} a year</strong>.
          </Text>
        </Box>

        <Box as="section" aria-labelledby="plans-faq" mt={{ base: '12', md: '16' }} maxW="3xl" mx="auto">
          <Heading id="plans-faq" as="h2" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" textAlign="center">
            Questions about plans
          </Heading>
          <Stack as="dl" mt="8" gap="6">
            {FAQ.map((item) => (
              <Box key={item.q}>
                <Text as="dt" fontWeight="semibold" textStyle="lg">
                  {item.q}
                </Text>
                <Text as="dd" mt="1.5" color="fg.muted">
                  {item.a}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      </Container>
    </>
  );
}

const isPlanId = (value: string | null): value is PlanId => PLANS.some((plan) => plan.id === value);

function PlanCard({ plan, user, selected, highlighted }: { plan: Plan; user: UserView | null; selected: boolean; highlighted: boolean }) {
  return (
    <Stack
      as="li"
      aria-labelledby={`plan-${plan.id}`}
      aria-current={selected ? 'true' : undefined}
      gap="4"
      p="6"
      bg="bg.panel"
      rounded="xl"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={selected ? 'brand.600' : highlighted ? 'brand.300' : 'border.muted'}
      shadow={highlighted ? 'md' : 'xs'}
    >
      <Stack gap="1">
        <Stack direction="row" align="center" justify="space-between" gap="2">
          <Heading id={`plan-${plan.id}`} as="h2" textStyle="xl" fontWeight="semibold">
            {plan.name}
          </Heading>
          {selected ? (
            <Badge colorPalette="brand" variant="solid">
              Your choice
            </Badge>
          ) : (
            plan.badge && (
              <Badge colorPalette="sage" variant="solid">
                {plan.badge}
              </Badge>
            )
          )}
        </Stack>
        <Text>
          <Text as="span" fontFamily="heading" textStyle="4xl" fontWeight="semibold">
            {plan.price}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            {plan.period}
          </Text>
        </Text>
        <Text color="fg.muted" textStyle="sm" minH={{ lg: '4.5em' }}>
          {plan.note}
        </Text>
      </Stack>
      <PlanAction plan={plan} user={user} variant={highlighted ? 'solid' : 'outline'} />
      <List.Root gap="2" variant="plain" textStyle="sm">
        {plan.included.map((item) => (
          <List.Item key={item} alignItems="flex-start">
            <List.Indicator asChild color="sage.600" mt="0.5">
              <CheckIcon />
            </List.Indicator>
            {item}
          </List.Item>
        ))}
        {plan.excluded?.map((item) => (
          <List.Item key={item} alignItems="flex-start" color="fg.muted">
            <List.Indicator asChild mt="0.5">
              <MinusIcon />
            </List.Indicator>
            <span>
              <Box as="span" srOnly>
                Not included:{' '}
              </Box>
              {item}
            </span>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** A signed-out visitor signs up first; a signed-in one acts on the plan straight away. */
function PlanAction({ plan, user, variant }: { plan: Plan; user: UserView | null; variant: 'solid' | 'outline' }) {
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  if (!user) {
    return (
      <LinkButton to={signUpFor(plan.id)} variant={variant} w="full">
        {plan.cta}
      </LinkButton>
    );
  }
  const current = user.customer_plan.toLowerCase() === plan.id && !(plan.id === 'trial' && user.trial_expired);
  if (current) {
    return (
      <Button variant="outline" w="full" disabled>
        Your current plan
      </Button>
    );
  }
  if (plan.id === 'free') {
    return (
      <Button variant="outline" w="full" disabled>
        Included with every account
      </Button>
    );
  }
  if (plan.id === 'trial') {
    return canStartTrial(user) ? (
      <Button variant={variant} w="full" onClick={() => openPlanDialog()}>
        {plan.cta}
      </Button>
    ) : (
      <Button variant="outline" w="full" disabled>
        Trial already used
      </Button>
    );
  }
  return (
    <LinkButton to={checkoutPath(plan.id)} variant={variant} w="full">
      {plan.cta}
    </LinkButton>
  );
}

import { Badge, Box, Button, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PLAN_INCLUDED_STORAGE, PRICES, TRIAL_DAYS } from '@heirloom/shared/plans';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, LockIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { formatUsd } from '../../../config/pricing';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { useSignedInUser } from '../api/signed-in-user';
import { canStartTrial } from '../utils/plan-status';
import { checkoutPath, type PaidPlanId } from './plan-dialog';

const PLAN_DETAILS: Record<PaidPlanId, { name: string; price: number; period: 'month' | 'year'; other: PaidPlanId; otherName: string }> = {
  monthly: { name: 'Monthly', price: PRICES.monthly.amount, period: 'month', other: 'annual', otherName: 'Annual' },
  annual: { name: 'Annual', price: PRICES.annual.amount, period: 'year', other: 'monthly', otherName: 'Monthly' },
};

/**
 * /billing/checkout?plan=monthly|annual: what subscribing means, before card payment (which
 * arrives with the billing work) opens. Says plainly that cards are not taken yet.
 */
export function CheckoutScreen() {
  const [searchParams] = useSearchParams();
  const user = useSignedInUser();
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const planId: PaidPlanId = searchParams.get('plan') === 'annual' ? 'annual' : 'monthly';
  const plan = PLAN_DETAILS[planId];
  const alreadyOnIt = user.customer_plan === plan.name;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>{`Subscribe to ${plan.name} · Heirloom`}</title>
      <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.700">
        Checkout
      </Text>
      <Heading as="h1" mt="1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Subscribe to Heirloom {plan.name}
      </Heading>

      <Stack gap="6" mt="6">
        <FormAlert status="info" title="Card payment opens soon">
          We are finishing secure card checkout with our payment provider, so no card can be taken yet and nothing will be
          charged today.{' '}
          {canStartTrial(user)
            ? `Meanwhile, the free ${TRIAL_DAYS}-day trial gives you everything in this plan, with no card needed.`
            : 'We will let you know by e-mail as soon as you can subscribe.'}
        </FormAlert>

        <SectionCard title="Your plan" actions={alreadyOnIt ? <Badge colorPalette="sage">Your current plan</Badge> : undefined}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Summary label="Plan" value={plan.name} />
            <Summary
              label="Price"
              value={`${formatUsd(plan.price)} a ${plan.period}`}
              note={planId === 'annual' ? `${PRICES.annual.discountPercent}% discount compared with paying monthly` : undefined}
            />
            <Summary label="Storage" value={`${formatBytes(PLAN_INCLUDED_STORAGE)} included`} />
            <Summary
              label="Extra storage"
              value={`${formatUsd(planId === 'annual' ? PRICES.extraStorage.annual : PRICES.extraStorage.monthly)} a ${plan.period} per ${PRICES.extraStorage.sizeGb} GB`}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title="What happens when you subscribe">
          <List.Root gap="3" variant="plain">
            {[
              `You pay ${formatUsd(plan.price)} now, by card, on a secure page of our payment provider. Heirloom never sees or stores your card number.`,
              `Your plan renews automatically every ${plan.period} at the same price until you cancel.`,
              'Cancel any time from Billing. You keep your plan until the end of the period you paid for.',
              'Switching between Monthly and Annual is pro-rated: the unused part of what you paid is refunded or credited, day by day.',
              'Your uploads, tree and family sharing carry on without interruption, including anything you added during a trial.',
            ].map((line) => (
              <List.Item key={line} alignItems="flex-start">
                <List.Indicator asChild color="sage.600" mt="1">
                  <CheckIcon />
                </List.Indicator>
                {line}
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>

        <HStack gap="3" wrap="wrap">
          {canStartTrial(user) && (
            <Button onClick={() => openPlanDialog()}>Start the free trial instead</Button>
          )}
          <LinkButton to={checkoutPath(plan.other)} variant="outline">
            See {plan.otherName} instead
          </LinkButton>
          <LinkButton to="/" variant="ghost">
            Back to home
          </LinkButton>
        </HStack>
        <HStack color="fg.muted" textStyle="sm" gap="2">
          <LockIcon />
          <Text>Card payments will be handled by a PCI-compliant payment provider.</Text>
        </HStack>
      </Stack>
    </Container>
  );
}

function Summary({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" textStyle="lg">
        {value}
      </Text>
      {note && (
        <Text textStyle="sm" color="sage.700">
          {note}
        </Text>
      )}
    </Box>
  );
}

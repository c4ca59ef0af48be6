import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/list';
import { useEffect, useRef } from 'react';
import { PLAN_INCLUDED_STORAGE, PRICES } from '@heirloom/shared/plans';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon } from '../../../components/ui/icons';
import { LockIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { formatUsd } from '../../../config/pricing';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { useStartCheckout } from '../api/billing';
import { useSignedInUser } from '../api/signed-in-user';
import { canStartTrial } from '../utils/plan-status';
import { CHECKOUT_PLAN_OF, checkoutPath, type PaidPlanId } from './plan-dialog';

const PLAN_DETAILS: Record<PaidPlanId, { name: string; price: number; period: 'month' | 'year'; other: PaidPlanId; otherName: string }> = {
  monthly: { name: 'Monthly', price: PRICES.monthly.amount, period: 'month', other: 'annual', otherName: 'Annual' },
  annual: { name: 'Annual', price: PRICES.annual.amount, period: 'year', other: 'monthly', otherName: 'Monthly' },
};

/**
 * /billing/checkout?plan=monthly|annual: where a plan button leads a visitor who had to sign up
 * first. It says what subscribing means and goes on to the payment provider's secure checkout
 * by itself (or with the button, if that failed).
 */
export function CheckoutScreen() {
  const [searchParams] = useSearchParams();
  const user = useSignedInUser();
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const planId: PaidPlanId = searchParams.get('plan') === 'annual' ? 'annual' : 'monthly';
  const plan = PLAN_DETAILS[planId];
  const alreadyOnIt = user.customer_plan === plan.name && !user.plan_ends_at;
  const checkout = useStartCheckout();
  const started = useRef(false);
  const start = checkout.mutate;

  useEffect(() => {
    if (started.current || alreadyOnIt) return;
    started.current = true;
    start({ planId: CHECKOUT_PLAN_OF[planId], returnTo: '/' });
  }, [alreadyOnIt, planId, start]);

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
        {alreadyOnIt ? (
          <FormAlert status="success" title={`You already have the ${plan.name} plan`}>
            Your receipts and the card on file are on the Billing page.
          </FormAlert>
        ) : checkout.isError ? (
          <FormAlert title="Checkout could not be opened">{checkout.error.message}</FormAlert>
        ) : (
          <FormAlert status="info" title="Taking you to secure checkout…">
            You pay on our payment provider&apos;s page and come straight back here.
          </FormAlert>
        )}

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
          {alreadyOnIt ? (
            <LinkButton to="/billing">Go to Billing</LinkButton>
          ) : (
            <Button loading={checkout.isPending} loadingText="Opening secure checkout…" onClick={() => start({ planId: CHECKOUT_PLAN_OF[planId], returnTo: '/' })}>
              Continue to payment
            </Button>
          )}
          {canStartTrial(user) && (
            <Button variant="outline" onClick={() => openPlanDialog()}>
              Start the free trial instead
            </Button>
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
          <Text>Card payments are handled by Stripe. Heirloom never sees or stores your card number.</Text>
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

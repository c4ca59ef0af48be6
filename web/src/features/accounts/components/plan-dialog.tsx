import { Badge, Box, Button, Heading, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-frame';
import { List } from '../../../components/ui/chakra/list';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { PLAN_INCLUDED_STORAGE, PRICES, TRIAL_DAYS } from '@heirloom/shared/plans';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, SparkleIcon } from '../../../components/ui/icons';
import { StorageIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { formatUsd } from '../../../config/pricing';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { useStartCheckout } from '../api/billing';
import { useStartFreeTrial } from '../api/free-trial';
import { useUser } from '../api/user';
import { canStartTrial, planSummary } from '../utils/plan-status';
import { signedOutPlanLink } from '../utils/redirect-to';
import { usePlanClock } from '../hooks/use-plan-clock';

export type PaidPlanId = 'monthly' | 'annual';

export const checkoutPath = (plan: PaidPlanId) => `/billing/checkout?plan=${plan}`;

/** The checkout plan id of each plan card (spec 000 section 7: 'monthly' and 'yearly' are fixed). */
export const CHECKOUT_PLAN_OF: Record<PaidPlanId, 'monthly' | 'yearly'> = { monthly: 'monthly', annual: 'yearly' };

const INCLUDED = formatBytes(PLAN_INCLUDED_STORAGE);

const PLAN_CARDS: Array<{ id: PaidPlanId; name: 'Monthly' | 'Annual'; price: string; period: string; note: string; badge?: string }> = [
  { id: 'monthly', name: 'Monthly', price: formatUsd(PRICES.monthly.amount), period: 'a month', note: 'Renews every month. Cancel any time.' },
  {
    id: 'annual',
    name: 'Annual',
    price: formatUsd(PRICES.annual.amount),
    period: 'a year',
    note: `${formatUsd(PRICES.annual.amount / 12)} a month, billed once a year.`,
    badge: `${PRICES.annual.discountPercent}% discount`,
  },
];

const PAID_FEATURES = [`${INCLUDED} of storage included`, 'Photo, video and document uploads', 'Family tree and GEDCOM import', 'Face recognition and photo map'];

/**
 * The plan dialog (spec 000 sections 2, 9): prices from shared/plans, 'Start free trial' for a
 * Free user who has not had one, and Subscribe buttons. Opened from anywhere through the
 * plan-dialog store; mounted once by the app.
 */
export function PlanDialog() {
  const { isOpen, reason, closePlanDialog } = usePlanDialogStore();
  const user = useUser().data ?? null;
  const trial = useStartFreeTrial();
  const checkout = useStartCheckout();
  const now = usePlanClock();

  const onOpenChange = (open: boolean) => {
    if (open) return;
    closePlanDialog();
    trial.reset();
    checkout.reset();
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => onOpenChange(details.open)} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        {/* As tall as what it says, scrolling inside only past the window's height. A phone's 'full' size made it the window's height there, and, being responsive, left that height on a desktop too (Chakra's md size sets only the width). */}
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title textStyle="2xl" fontFamily="heading">
                Choose your plan
              </Dialog.Title>
              <Dialog.Description color="fg.muted">
                Viewing your family&apos;s photos and tree, correcting its details and downloading are always free. Uploading photos, videos, documents and family tree files needs the free trial or a paid plan.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {reason && <FormAlert status="warning">{reason}</FormAlert>}
                {user && !trial.isSuccess && <Text fontWeight="medium">{planSummary(user, now)}</Text>}
                {trial.isSuccess && (
                  <FormAlert status="success" title={`Your ${TRIAL_DAYS}-day free trial has started`}>
                    You can upload photos, videos and documents and build your family tree now. No card is needed.
                  </FormAlert>
                )}
                {trial.isError && <FormAlert>{trial.error.message}</FormAlert>}
                {checkout.isError && <FormAlert>{checkout.error.message}</FormAlert>}

                {(!user || canStartTrial(user)) && !trial.isSuccess && (
                  <TrialOffer signedIn={Boolean(user)} starting={trial.isPending} onStart={() => trial.mutate()} onLeave={closePlanDialog} />
                )}

                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {PLAN_CARDS.map((plan) => (
                    <PaidPlanCard
                      key={plan.id}
                      plan={plan}
                      user={user}
                      onLeave={closePlanDialog}
                      starting={checkout.isPending && checkout.variables?.planId === CHECKOUT_PLAN_OF[plan.id]}
                      onSubscribe={() => checkout.mutate({ planId: CHECKOUT_PLAN_OF[plan.id] })}
                    />
                  ))}
                </SimpleGrid>

                <Text textStyle="sm" color="fg.muted">
                  Every paid plan includes {INCLUDED}. Need more room? Each extra {PRICES.extraStorage.sizeGb} GB is{' '}
                  {formatUsd(PRICES.extraStorage.monthly)} a month or {formatUsd(PRICES.extraStorage.annual)} a year.
                </Text>
                {user && (user.customer_plan === 'Monthly' || user.customer_plan === 'Annual') && (
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
                    {(['storage_monthly', 'storage_yearly'] as const).map((planId) => (
                      <Button
                        key={planId}
                        variant="outline"
                        size="sm"
                        loading={checkout.isPending && checkout.variables?.planId === planId}
                        onClick={() => checkout.mutate({ planId })}
                      >
                        <StorageIcon /> Add {PRICES.extraStorage.sizeGb} GB for{' '}
                        {planId === 'storage_monthly' ? `${formatUsd(PRICES.extraStorage.monthly)} a month` : `${formatUsd(PRICES.extraStorage.annual)} a year`}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <LinkButton to="/plans" variant="plain" color="brand.700" px="0" onClick={closePlanDialog}>
                Compare all plans
              </LinkButton>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{trial.isSuccess ? 'Done' : 'Close'}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TrialOffer({ signedIn, starting, onStart, onLeave }: { signedIn: boolean; starting: boolean; onStart: () => void; onLeave: () => void }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between" gap="3" p="4" rounded="lg" bg="brand.50" borderWidth="1px" borderColor="brand.200">
      <Box>
        <Heading as="h3" textStyle="md" fontWeight="semibold" fontFamily="body">
          Free trial: {TRIAL_DAYS} days, no card needed
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Everything in the paid plans. Uploads pause when it ends; nothing is deleted.
        </Text>
      </Box>
      {signedIn ? (
        <Button loading={starting} loadingText="Starting…" onClick={onStart} flexShrink={0}>
          <SparkleIcon /> Start free trial
        </Button>
      ) : (
        <LinkButton to={signedOutPlanLink('/plans?plan=trial')} onClick={onLeave} flexShrink={0}>
          <SparkleIcon /> Start free trial
        </LinkButton>
      )}
    </Stack>
  );
}

interface PaidPlanCardProps {
  plan: (typeof PLAN_CARDS)[number];
  user: UserView | null;
  onLeave: () => void;
  starting: boolean;
  onSubscribe: () => void;
}

function PaidPlanCard({ plan, user, onLeave, starting, onSubscribe }: PaidPlanCardProps) {
  // A plan that was cancelled and runs out can be taken up again.
  const current = user?.customer_plan === plan.name && !user.plan_ends_at;
  const paid = user?.customer_plan === 'Monthly' || user?.customer_plan === 'Annual';
  const ending = user?.customer_plan === plan.name && Boolean(user.plan_ends_at);
  const label = current ? 'Your current plan' : ending ? `Keep ${plan.name}` : paid ? `Switch to ${plan.name}` : `Subscribe ${plan.name}`;

  return (
    <Stack gap="3" p="5" rounded="xl" borderWidth={plan.badge ? '2px' : '1px'} borderColor={plan.badge ? 'brand.300' : 'border.muted'} bg="bg.panel">
      <Stack direction="row" justify="space-between" align="center">
        <Heading as="h3" textStyle="lg" fontWeight="semibold">
          {plan.name}
        </Heading>
        {plan.badge && (
          <Badge colorPalette="sage" variant="solid">
            {plan.badge}
          </Badge>
        )}
      </Stack>
      <Text>
        <Text as="span" fontFamily="heading" textStyle="3xl" fontWeight="semibold">
          {plan.price}
        </Text>{' '}
        <Text as="span" color="fg.muted">
          {plan.period}
        </Text>
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {plan.note}
      </Text>
      <List.Root gap="1.5" variant="plain" textStyle="sm">
        {PAID_FEATURES.map((feature) => (
          <List.Item key={feature} alignItems="flex-start">
            <List.Indicator asChild color="sage.600" mt="0.5">
              <CheckIcon />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      {user ? (
        <Button
          variant={plan.badge ? 'solid' : 'outline'}
          disabled={current}
          loading={starting}
          loadingText="Opening secure checkout…"
          onClick={onSubscribe}
        >
          {label}
        </Button>
      ) : (
        <LinkButton to={signedOutPlanLink(checkoutPath(plan.id))} variant={plan.badge ? 'solid' : 'outline'} onClick={onLeave}>
          {label}
        </LinkButton>
      )}
    </Stack>
  );
}

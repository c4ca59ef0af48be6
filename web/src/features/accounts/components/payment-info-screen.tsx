import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../../components/ui/form-alert';
import { CardIcon, LockIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { useBilling, useOpenBillingPortal } from '../api/billing';

/**
 * /payment_info: keeps the spec's heading 'Payment Info' (001 section 2). The card itself lives
 * with the payment provider, so this page leads there.
 */
export function PaymentInfoScreen() {
  const portal = useOpenBillingPortal();
  const billing = useBilling();
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  // A card is on file once a checkout was paid: before that there is nothing to manage.
  const hasCard = billing.data ? billing.data.invoices.data.length > 0 || billing.data.subscriptions.length > 0 : null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Payment Info · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Payment Info
      </Heading>
      <Stack gap="6" mt="6">
        <SectionCard title="Your card" description="Your card is kept by our payment provider, Stripe. Heirloom never sees or stores its number.">
          <Stack gap="3" align="flex-start">
            {hasCard === null ? (
              billing.isError ? <FormAlert>{billing.error.message}</FormAlert> : <Spinner color="brand.600" aria-label="Loading" />
            ) : hasCard ? (
              <Button loading={portal.isPending} loadingText="Opening…" onClick={() => portal.mutate()}>
                <CardIcon /> Manage payment method and plan
              </Button>
            ) : (
              <>
                <Text>No card is on file yet. You add one when you choose a plan.</Text>
                <Button onClick={() => openPlanDialog()}>Choose a plan</Button>
              </>
            )}
            {portal.isError && <FormAlert>{portal.error.message}</FormAlert>}
            {hasCard && (
              <Text color="fg.muted" textStyle="sm" display="flex" gap="2" alignItems="center">
                <LockIcon /> You can replace the card, change or cancel your plan there, and come straight back.
              </Text>
            )}
          </Stack>
        </SectionCard>
        <LinkButton to="/billing" variant="outline" alignSelf="flex-start">
          Back to Billing
        </LinkButton>
      </Stack>
    </Container>
  );
}

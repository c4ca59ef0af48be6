import { Badge, Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../components/ui/chakra/table';
import { CHECKOUT_PLANS, EXTRA_STORAGE_BYTES, formatCents, formatInvoiceDate } from '@heirloom/shared/billing';
import type { BillingResponse, InvoiceView } from '@heirloom/shared/contracts/billing';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { FormAlert } from '../../../components/ui/form-alert';
import { CardIcon, StorageIcon } from '../../../components/ui/more-icons';
import { PageLoader } from '../../../components/ui/page-loader';
import { SectionCard } from '../../../components/ui/section-card';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { useBilling, useOpenBillingPortal, useStartCheckout } from '../api/billing';
import { useSignedInUser } from '../api/signed-in-user';
import { usePlanClock } from '../hooks/use-plan-clock';
import { isPaidPlan, planLabel, planSummary } from '../utils/plan-status';
import { StorageSummary } from './storage-summary';

/** /billing (spec 001 sections 2, 3, 9): plan, balance, extra storage and invoices. */
export function BillingScreen() {
  const user = useSignedInUser();
  const billing = useBilling();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Billing · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Billing
      </Heading>
      <Text mt="1" color="fg.muted">
        Your plan, account balance and invoices.
      </Text>
      {billing.isPending ? (
        <PageLoader label="Loading your billing…" />
      ) : billing.isError ? (
        <Stack gap="3" mt="6" align="flex-start">
          <FormAlert title="Billing could not be loaded">{billing.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <BillingDetails user={user} billing={billing.data} />
      )}
    </Container>
  );
}

function BillingDetails({ user, billing }: { user: UserView; billing: BillingResponse }) {
  const now = usePlanClock();
  const portal = useOpenBillingPortal();
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const hasCustomer = billing.invoices.data.length > 0 || billing.subscriptions.length > 0;
  const manage = (
    <Button size="sm" variant="outline" loading={portal.isPending} loadingText="Opening…" onClick={() => portal.mutate()}>
      <CardIcon /> Manage payment method and plan
    </Button>
  );

  return (
    <Stack gap="6" mt="6">
      {user.payment_failed && (
        <FormAlert status="warning" title="Your last payment did not go through">
          We are trying your card again over the next days, and uploads keep working meanwhile. Update your payment method so your plan carries on.
        </FormAlert>
      )}
      {portal.isError && <FormAlert>{portal.error.message}</FormAlert>}

      <SectionCard title="Plan" actions={hasCustomer ? manage : undefined}>
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">Plan:</Text>
            <Badge colorPalette={isPaidPlan(user) ? 'sage' : 'gray'} variant="subtle" size="md">
              {planLabel(user)}
            </Badge>
          </HStack>
          <Text color="fg.muted">{planSummary(user, now)}</Text>
          <StorageSummary user={user} />
          {!isPaidPlan(user) && (
            <Box>
              <Button onClick={() => openPlanDialog()}>Choose a plan</Button>
            </Box>
          )}
        </Stack>
      </SectionCard>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SectionCard title="Account balance" description="Credit from plan changes is used for your next invoices.">
          <Text fontFamily="heading" textStyle="3xl" fontWeight="semibold" data-testid="account-balance">
            {formatCents(billing.account_balance)}
          </Text>
          {billing.account_balance < 0 && (
            <Text color="sage.700" textStyle="sm">
              {formatCents(-billing.account_balance)} of credit
            </Text>
          )}
        </SectionCard>
        <ExtraStorage user={user} billing={billing} />
      </SimpleGrid>

      <SectionCard title="Invoices">
        <InvoiceTable invoices={billing.invoices.data} />
        {billing.invoices.has_more && hasCustomer && (
          <Text mt="3" color="fg.muted" textStyle="sm">
            Older invoices are in the payment portal (Manage payment method and plan).
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
}

function ExtraStorage({ user, billing }: { user: UserView; billing: BillingResponse }) {
  const checkout = useStartCheckout();
  const units = billing.subscriptions.filter((sub) => sub.plan_id?.startsWith('storage_')).reduce((sum, sub) => sum + sub.quantity, 0);
  const options = [CHECKOUT_PLANS.storage_monthly, CHECKOUT_PLANS.storage_yearly];
  return (
    <SectionCard title="Extra storage" description={`Each extra ${formatBytes(EXTRA_STORAGE_BYTES)} on top of your plan's storage.`}>
      <Stack gap="3">
        <HStack gap="2">
          <StorageIcon />
          <Text>{units ? `${formatBytes(user.paid_space)} of extra storage` : 'No extra storage yet'}</Text>
        </HStack>
        {isPaidPlan(user) ? (
          <Stack gap="2" align="stretch">
            {options.map((option) => (
              <Button
                key={option.id}
                size="sm"
                variant="outline"
                loading={checkout.isPending && checkout.variables?.planId === option.id}
                onClick={() => checkout.mutate({ planId: option.id })}
              >
                Add {formatBytes(EXTRA_STORAGE_BYTES)} · {formatCents(option.unitAmountCents)} a {option.interval}
              </Button>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted" textStyle="sm">
            Extra storage can be added to a Monthly or Annual plan.
          </Text>
        )}
        {checkout.isError && <FormAlert>{checkout.error.message}</FormAlert>}
      </Stack>
    </SectionCard>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function InvoiceTable({ invoices }: { invoices: InvoiceView[] }) {
  if (!invoices.length) return <Text color="fg.muted">No invoices yet. Your receipts appear here after your first payment.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Invoices" textStyle={{ base: 'xs', sm: 'sm' }} css={{ '& th, & td': { paddingInline: '2' } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Paid</Table.ColumnHeader>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.id}>
              <Table.Cell>{formatInvoiceDate(invoice.created)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(invoice.paid ? invoice.amount_paid : invoice.amount_due)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={invoice.paid ? 'sage' : 'orange'} variant="subtle">
                  {capitalized(invoice.status)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{invoice.paid ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell>
                {invoice.hosted_invoice_url ? (
                  <Link href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" color="brand.700" aria-label="View invoice">
                    View
                  </Link>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

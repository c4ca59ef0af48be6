import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/list';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { PLAN_INCLUDED_STORAGE } from '@heirloom/shared/plans';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, UploadIcon } from '../../../components/ui/icons';
import { PageLoader } from '../../../components/ui/page-loader';
import { LinkButton } from '../../../components/ui/router-link';
import { useCheckoutStatus } from '../api/billing';
import { UploadAnimation } from './upload-animation';

const WHAT_YOU_CAN_DO = [
  'Upload photos, videos, PDFs and GEDCOM files from any device',
  'Build your family tree and import it from other genealogy programs',
  'Let face recognition group your photos by person',
  'See your photos on a map and on a timeline',
];

/** /pay_success?session_id=...: where the payment provider returns after checkout (spec 001 section 2). */
export function PaySuccessScreen() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const status = useCheckoutStatus(sessionId);

  let body;
  if (!sessionId || status.isError) {
    body = (
      <FormAlert title="We could not find that payment">
        This page confirms a checkout, and this one is not yours or does not exist. Your Billing page shows every payment you have made.
      </FormAlert>
    );
  } else if (status.isPending) {
    body = <PageLoader label="Confirming your payment…" />;
  } else if (status.data.status !== 'complete') {
    body = <FormAlert status="warning" title="Your payment was not completed">Nothing was charged. You can choose a plan again whenever you are ready.</FormAlert>;
  } else {
    const storage = status.data.plan_id?.startsWith('storage_');
    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <title>Welcome to the paid plan · Heirloom</title>
        <Stack gap="6" textAlign="center" align="center">
          <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="sage.700">
            Payment received
          </Text>
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            {storage ? 'Your extra storage is ready' : `Welcome to Heirloom ${status.data.customer_plan}`}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {storage
              ? `You now have ${formatBytes(status.data.paid_space)} of extra storage on top of your plan.`
              : `Thank you for subscribing. You have ${formatBytes(PLAN_INCLUDED_STORAGE)} of storage for your family's photos, videos and documents.`}
          </Text>
          <UploadAnimation />
          {!storage && (
            <List.Root gap="2" variant="plain" textAlign="start">
              {WHAT_YOU_CAN_DO.map((line) => (
                <List.Item key={line} alignItems="flex-start">
                  <List.Indicator asChild color="sage.600" mt="1">
                    <CheckIcon />
                  </List.Indicator>
                  {line}
                </List.Item>
              ))}
            </List.Root>
          )}
          <HStack gap="3" wrap="wrap" justify="center">
            <LinkButton to="/upload">
              <UploadIcon /> Upload your first photos
            </LinkButton>
            <LinkButton to="/billing" variant="outline">
              See your receipt
            </LinkButton>
          </HStack>
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Payment · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" mb="6">
        Payment
      </Heading>
      <Stack gap="4" align="flex-start">
        {body}
        <LinkButton to="/billing" variant="outline">
          Go to Billing
        </LinkButton>
      </Stack>
    </Container>
  );
}

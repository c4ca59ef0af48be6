import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { StorageSummary } from '../../../features/accounts/components/storage-summary';
import { isPaidPlan, planLabel } from '../../../features/accounts/utils/plan-status';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';

/** The plan and the storage used, with the way to change plan. */
export function PlanCard({ user }: { user: UserView }) {
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

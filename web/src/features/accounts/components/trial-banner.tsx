import { Button, type ButtonProps } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { trialBanner } from '@heirloom/shared/plans';
import { AlertIcon, SparkleIcon, TimelineIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { usePlanDialogStore } from '../../../lib/plan-dialog-store';
import { canStartTrial } from '../utils/plan-status';
import { usePlanClock } from '../hooks/use-plan-clock';

type BannerUser = Pick<UserView, 'customer_plan' | 'trial_expired' | 'trial_end' | 'had_trial' | 'payment_failed'>;

/**
 * The top bar's plan call to action (spec 000 section 4): the trial banner's exact texts, info
 * with 7 or more days left and a warning from 6 days on; 'Start your free trial' for a Free user
 * who has not had one. Each opens the plan dialog. Nothing for paid plans.
 */
export function TrialBanner({ user, now, ...props }: { user: BannerUser; now?: number } & ButtonProps) {
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const currentTime = usePlanClock();
  const banner = trialBanner(user, now ?? currentTime);

  // A failed renewal is being retried: uploads still work, but the card needs attention.
  if (user.payment_failed) {
    return (
      <LinkButton to="/billing" variant="subtle" colorPalette="orange" size="sm" data-severity="warning" {...props}>
        <AlertIcon />
        Payment failed, update your card
      </LinkButton>
    );
  }

  if (banner) {
    const info = banner.severity === 'info';
    return (
      <Button
        variant="subtle"
        colorPalette={info ? 'blue' : 'orange'}
        size="sm"
        data-severity={banner.severity}
        onClick={() => openPlanDialog()}
        {...props}
      >
        {info ? <TimelineIcon /> : <AlertIcon />}
        {banner.text}
      </Button>
    );
  }
  if (canStartTrial(user)) {
    return (
      <Button variant="subtle" colorPalette="brand" size="sm" onClick={() => openPlanDialog()} {...props}>
        <SparkleIcon />
        Start your free trial
      </Button>
    );
  }
  return null;
}

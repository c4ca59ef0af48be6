import { useNow } from '../../../lib/use-now';
import { useUser } from '../api/user';

/**
 * 'Now' for plan and trial wording: the ticking clock, but never earlier than the moment the user
 * was last received. Right after a trial starts the clock may not have ticked yet, and counting
 * from a moment before the trial began would add a day.
 */
export function usePlanClock(): number {
  const now = useNow();
  const { dataUpdatedAt } = useUser();
  return Math.max(now, dataUpdatedAt);
}

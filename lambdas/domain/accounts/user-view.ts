import type { UserView } from '@heirloom/shared/contracts/accounts';
import { includedStorage, trialDaysLeft } from '@heirloom/shared/plans';
import type { UserRecord } from '../../ports/accounts';

/** The user as the client sees it: never the password hash, and trial state computed for now. */
export function toUserView(user: UserRecord, nowMs: number): UserView {
  const trialRunning = user.customerPlan === 'Trial' && user.trialEnd !== null;
  const trialExpired = user.customerPlan === 'Trial' && (user.trialExpired || (user.trialEnd !== null && user.trialEnd <= nowMs));
  return {
    user_id: user.userId,
    username: user.username,
    email: user.email,
    phone_number: user.phoneNumber,
    customer_plan: user.customerPlan,
    trial_expired: trialExpired,
    trial_end: user.trialEnd,
    trial_expires_in: trialRunning && !trialExpired ? trialDaysLeft(user.trialEnd!, nowMs) : null,
    had_trial: user.hadTrial,
    free_space: user.freeSpace,
    paid_space: user.paidSpace,
    space_used: user.spaceUsed,
    space_reserved: Math.max(0, user.spaceCommitted - user.spaceUsed),
    plan: { name: user.customerPlan, included_storage: includedStorage(user.customerPlan) },
    person: user.personId,
    has_photos: user.hasPhotos,
    has_invites: user.hasInvites,
    new_user: user.personId === null && !user.hasPhotos,
    onboarding_done: (user.onboarding ?? null) !== null,
    onboarding_step: user.onboarding ? null : (user.onboardingStep ?? null),
    has_password: user.passwordHash !== null,
    payment_failed: user.paymentFailed ?? false,
    plan_ends_at: user.planEndsAt ?? null,
    pending_email: user.pendingEmail ?? null,
    pending_phone_number: user.pendingPhoneNumber ?? null,
  };
}

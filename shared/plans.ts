/**
 * Plans, prices and the upload permission rule (spec 000 sections 1, 5, 6, 9; 001 sections 1, 9).
 * The server decides; the client shows the same rule so a blocked upload is explained up front.
 */
export const CUSTOMER_PLANS = ['Free', 'Trial', 'Monthly', 'Annual'] as const;
export type CustomerPlan = (typeof CUSTOMER_PLANS)[number];

export const TRIAL_DAYS = 15;
export const GIB = 1024 ** 3;
/** Storage included with the paid plans and the trial. */
export const PLAN_INCLUDED_STORAGE = 100 * GIB;

export const PRICES = {
  monthly: { amount: 4.99, period: 'month' },
  annual: { amount: 49.99, period: 'year', discountPercent: 16 },
  extraStorage: { sizeGb: 100, monthly: 0.99, annual: 9.99 },
} as const;

export interface PlanHolder {
  customer_plan: CustomerPlan;
  trial_expired: boolean;
  free_space: number;
  paid_space: number;
}

export function includedStorage(plan: CustomerPlan): number {
  return plan === 'Free' ? 0 : PLAN_INCLUDED_STORAGE;
}

/** A plan's storage is the sum of free space, paid space and the plan's included storage. */
export function totalStorage(user: PlanHolder): number {
  return user.free_space + user.paid_space + includedStorage(user.customer_plan);
}

/** Only Free and an expired Trial are blocked from uploading. */
export function canUpload(user: Pick<PlanHolder, 'customer_plan' | 'trial_expired'>): boolean {
  if (user.customer_plan === 'Free') return false;
  if (user.customer_plan === 'Trial') return !user.trial_expired;
  return true;
}

/**
 * Calendar days until the trial ends, as a family counts them: 15 on the day a 15-day trial starts,
 * 1 on the day before it ends, 0 on its last day ('expires today'). Days are the local calendar's
 * (the browser's; UTC on the server), so the count changes at midnight, not at the hour it started.
 */
export function trialDaysLeft(trialEndMs: number, nowMs: number): number {
  const dayOf = (ms: number) => {
    const date = new Date(ms);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  };
  return Math.max(0, Math.round(dayOf(trialEndMs) - dayOf(nowMs)));
}

export type TrialBanner =
  | { severity: 'info' | 'warning'; text: string }
  | null;

/**
 * The trial banner (spec 000 section 4): 7 or more days an info alert, 2 to 6 days a warning,
 * 1 day a warning, 0 days 'Trial Expires today, Subscribe Now', expired 'Trial Expired, Subscribe Now'.
 */
export function trialBanner(user: { customer_plan: CustomerPlan; trial_expired: boolean; trial_end?: number | null }, nowMs: number): TrialBanner {
  if (user.customer_plan !== 'Trial') return null;
  if (user.trial_expired || (user.trial_end != null && user.trial_end <= nowMs)) return { severity: 'warning', text: 'Trial Expired, Subscribe Now' };
  if (user.trial_end == null) return null;
  const days = trialDaysLeft(user.trial_end, nowMs);
  if (days === 0) return { severity: 'warning', text: 'Trial Expires today, Subscribe Now' };
  if (days === 1) return { severity: 'warning', text: 'Trial Expires in 1 day, Subscribe Now' };
  return { severity: days >= 7 ? 'info' : 'warning', text: `Trial Expires in ${days} days, Subscribe Now` };
}

import { describe, expect, it } from 'vitest';
import { EXTRA_STORAGE_BYTES, formatCents, formatInvoiceDate } from '@heirloom/shared/billing';
import { planStateFrom } from '../../../lambdas/domain/billing/plan-state';
import type { BillingSubscription } from '../../../lambdas/ports/payments';

const sub = (overrides: Partial<BillingSubscription>): BillingSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  planId: 'monthly',
  status: 'active',
  quantity: 1,
  created: 1_700_000_000,
  currentPeriodEnd: 1_702_592_000,
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('planStateFrom', () => {
  it('gives no plan and no paid space without live subscriptions', () => {
    expect(planStateFrom([sub({ status: 'canceled' }), sub({ status: 'unpaid', id: 'sub_2' })])).toEqual({
      customerPlan: null,
      paidSpace: 0,
      paymentFailed: false,
      planEndsAt: null,
      superseded: [],
    });
  });

  it('keeps the plan while a failed renewal is retried, and flags it', () => {
    expect(planStateFrom([sub({ planId: 'yearly', status: 'past_due' })])).toMatchObject({ customerPlan: 'Annual', paymentFailed: true });
  });

  it('says when a cancelled plan ends', () => {
    expect(planStateFrom([sub({ cancelAtPeriodEnd: true })]).planEndsAt).toBe(1_702_592_000_000);
  });

  it('lets the newest plan win and lists the older one as superseded; yearly wins a tie', () => {
    const upgrade = planStateFrom([sub({ id: 'sub_old' }), sub({ id: 'sub_new', planId: 'yearly', created: 1_700_000_500 })]);
    expect(upgrade).toMatchObject({ customerPlan: 'Annual', superseded: ['sub_old'] });
    const tie = planStateFrom([sub({ id: 'sub_z', planId: 'yearly' }), sub({ id: 'sub_a' })]);
    expect(tie).toMatchObject({ customerPlan: 'Annual', superseded: ['sub_a'] });
  });

  it('adds 100 GB of paid space per live storage unit, not for ended ones', () => {
    const state = planStateFrom([
      sub({}),
      sub({ id: 'sub_s1', planId: 'storage_monthly', quantity: 2 }),
      sub({ id: 'sub_s2', planId: 'storage_yearly' }),
      sub({ id: 'sub_s3', planId: 'storage_yearly', status: 'canceled' }),
    ]);
    expect(state.paidSpace).toBe(3 * EXTRA_STORAGE_BYTES);
    expect(state.superseded).toEqual([]);
  });
});

describe('money and dates (spec 001 section 9)', () => {
  it('shows cents as dollars', () => {
    expect(formatCents(4999)).toBe('$49.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-499)).toBe('-$4.99');
  });

  it('shows invoice dates as MM/DD/YYYY', () => {
    expect(formatInvoiceDate(Date.UTC(2026, 0, 5, 12) / 1000, 'UTC')).toBe('01/05/2026');
  });
});

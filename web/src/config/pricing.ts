import { GIB, PLAN_INCLUDED_STORAGE, PRICES, TRIAL_DAYS } from '@heirloom/shared/plans';

/** The shared prices (shared/plans.ts), in the shape the public pages print. */
export { TRIAL_DAYS };
export const INCLUDED_STORAGE_GB = PLAN_INCLUDED_STORAGE / GIB;
export const MONTHLY_PRICE_USD = PRICES.monthly.amount;
export const ANNUAL_PRICE_USD = PRICES.annual.amount;
export const ANNUAL_DISCOUNT_PERCENT = PRICES.annual.discountPercent;
export const EXTRA_STORAGE_STEP_GB = PRICES.extraStorage.sizeGb;
export const EXTRA_STORAGE_MONTHLY_USD = PRICES.extraStorage.monthly;
export const EXTRA_STORAGE_ANNUAL_USD = PRICES.extraStorage.annual;

export const formatUsd = (amount: number): string => `$${amount.toFixed(2)}`;

/**
 * Prices and allowances from the spec (000 section 9, 001 section 9). They belong in
 * shared/constants once the server needs them too (checkout, space checks); until then the
 * public pages read them from here.
 */
export const TRIAL_DAYS = 15;
export const INCLUDED_STORAGE_GB = 100;
export const MONTHLY_PRICE_USD = 4.99;
export const ANNUAL_PRICE_USD = 49.99;
export const EXTRA_STORAGE_STEP_GB = 100;
export const EXTRA_STORAGE_MONTHLY_USD = 0.99;
export const EXTRA_STORAGE_ANNUAL_USD = 9.99;

/** 12 x 4.99 = 59.88; 49.99 is 16% less (the spec's figure, rounded down). */
export const ANNUAL_DISCOUNT_PERCENT = Math.floor((1 - ANNUAL_PRICE_USD / (MONTHLY_PRICE_USD * 12)) * 100);

export const formatUsd = (amount: number): string => `$${amount.toFixed(2)}`;

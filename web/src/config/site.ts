/**
 * Facts about the service the public and legal pages state. Operators: set the real addresses and
 * dates here before launch; every page reads them from this one place.
 */
export const SUPPORT_EMAIL = 'support@heirloom.family';
export const PRIVACY_EMAIL = 'privacy@heirloom.family';
export const LEGAL_LAST_UPDATED = '22 November 2026';
/** Spec (001 section 9): minimum age 13; liability cap $50 for software. */
export const MINIMUM_AGE = 13;
export const SOFTWARE_LIABILITY_CAP_USD = 50;

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

/**
 * The public address of the site, for canonical links, link previews, share links and the sitemap
 * (which need absolute addresses). Build with VITE_SITE_URL=https://your.domain for a real stage.
 */
export const SITE_URL: string = ((import.meta.env.VITE_SITE_URL as string | undefined)?.trim() || 'https://heirloom.family').replace(/\/+$/, '');

/** Where readers talk with each other about family history (the blog's community link). */
export const COMMUNITY_URL = 'https://community.heirloom.family';

/** Product-wide constants (spec section 9 of both documents). */
export const PRODUCT_NAME = 'Heirloom';
export const SESSION_COOKIE = 'hl_session';
export const CSRF_HEADER = 'x-requested-with';

/** The Web Push service worker, served from the site root (its scope is the whole app) and never cached long. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Invitations a family may send in one UTC day: e-mailed invites (one per address), shareable and
 * Facebook links, and resends. Enough for a family telling its relatives; too few to relay spam.
 */
export const INVITES_PER_FAMILY_PER_DAY = 20;

/**
 * An import's warnings kept and listed in its report (about 15 MB in memory while the import
 * runs); past it the report says how many there were and lists these. A file with more is hardly
 * a GEDCOM file.
 */
export const MAX_KEPT_IMPORT_WARNINGS = 50_000;

/** Product-wide constants (spec section 9 of both documents). */
export const PRODUCT_NAME = 'Heirloom';
export const SESSION_COOKIE = 'hl_session';
export const CSRF_HEADER = 'x-requested-with';

/** The Web Push service worker, served from the site root (its scope is the whole app) and never cached long. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Product-wide constants (spec section 9 of both documents). */
export const PRODUCT_NAME = 'Heirloom';
export const SESSION_COOKIE = 'hl_session';
export const CSRF_HEADER = 'x-requested-with';

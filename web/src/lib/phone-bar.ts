/** Where what floats at a page's bottom sits on a phone: above the 4rem bottom bar (and a viewer's toolbar), clear of the home indicator. */
export const ABOVE_PHONE_BAR = 'calc(4.75rem + env(safe-area-inset-bottom, 0px))';

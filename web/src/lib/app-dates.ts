/**
 * Dates the app writes itself (when an import ran, when an invitation was sent), in one style whatever
 * the browser's language: every word around them is English, and '05/12/2026' reads as May in one
 * country and December in another. A family's own dates keep their GEDCOM form (lib/gedcom-display.ts).
 */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

type Instant = string | number | Date;

/** '5 Dec 2026'. */
export const dayText = (at: Instant): string => DAY.format(new Date(at));

/** '5 Dec 2026, 14:05', in the reader's time zone. */
export const momentText = (at: Instant): string => MOMENT.format(new Date(at));

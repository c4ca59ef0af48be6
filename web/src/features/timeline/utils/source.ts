/** Whose timeline: the family's (/timeline), one person's or one event's (their Timeline tabs). */
export type TimelineSource = { kind: 'family' } | { kind: 'person'; id: string } | { kind: 'event'; id: string };

/** The family's timeline (/timeline): the page and its head start on the data ask for the same. */
export const FAMILY_TIMELINE: TimelineSource = { kind: 'family' };

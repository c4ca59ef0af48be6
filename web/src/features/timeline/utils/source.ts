/** Whose timeline: the family's (/timeline), one person's or one event's (their Timeline tabs). */
export type TimelineSource = { kind: 'family' } | { kind: 'person'; id: string } | { kind: 'event'; id: string };

import { END_OF_LIFE, type EventRole } from '@heirloom/shared/rules/living';
import { eventSpan } from './paging';

/**
 * Which of their close family's events a person's timeline shows besides their own, as Gramps and
 * webtrees do: the deaths (a death, or a burial or cremation, END_OF_LIFE) of their children,
 * partners, parents, brothers and sisters, and the births of their brothers and sisters, that fall
 * within the person's life. Their children's births need nothing here: the person takes part in
 * them as a parent. Pure: ./timeline.ts reads the facts.
 */

/** How a relative is related to the person: the relations whose events the timeline shows. */
export type TimelineRelation = 'child' | 'partner' | 'parent' | 'sibling';

/** A birth the relative is born in: shown for a brother or sister (a child's names the person as its parent already). */
const bornIn = (role: EventRole) => role.eventType === 'birth' && role.role === 'child';

/** A person's part in one event, as their participations give it. */
export interface RoleInEvent extends EventRole {
  eventId: string;
}

export interface RelativeFacts {
  personId: string;
  relation: TimelineRelation;
  /** The relative's participations: the events they take part in and their role in each. */
  roles: readonly RoleInEvent[];
}

/** A relative's event on the person's timeline: where it sorts, and whose it is. */
export interface RelativeEvent {
  eventId: string;
  sortDate: string;
  personId: string;
  relation: TimelineRelation;
}

/**
 * The sort keys that bound a life, inclusive: from the earliest dated birth (as the child) to the
 * end of the earliest dated death, burial or cremation at the precision it is known ('1850' ends
 * with the year). Null where the tree does not say: a life with no dated end (living, or died on a
 * date not known) is open at that end. A christening standing in for a birth is not a bound: a
 * parent may die between the birth and the christening.
 */
export interface LifeBounds {
  from: string | null;
  to: string | null;
}

const earliest = (keys: ReadonlyArray<string | null>): string | null => keys.reduce<string | null>((min, key) => (key && (min === null || key < min) ? key : min), null);
const endsLife = (role: EventRole) => END_OF_LIFE.some((end) => end.eventType === role.eventType && end.role === role.role);
/** The last key a date could be: '11850-00-00' (the year 1850) could be up to '11850-99-99'. */
const lastKeyOf = (sortDate: string) => eventSpan(sortDate, null).to.date;

export function lifeBoundsOf(roles: readonly EventRole[]): LifeBounds {
  const born = earliest(roles.filter((role) => role.eventType === 'birth' && role.role === 'child').map((role) => role.sortDate));
  const died = earliest(roles.filter(endsLife).map((role) => role.sortDate));
  return { from: born, to: died === null ? null : lastKeyOf(died) };
}

/**
 * Whether a date could fall within the life: a date known to the year or month counts when any
 * day of it could ('1850' within a life that began in May 1850).
 */
export function isWithinLife(sortDate: string, life: LifeBounds): boolean {
  if (life.from !== null && lastKeyOf(sortDate) < life.from) return false;
  return life.to === null || sortDate <= life.to;
}

/**
 * Whether any date between two sort keys could fall within the life, so that a page of the timeline
 * outside the person's life skips reading their relatives. A year or month sorts before its days
 * ('11850-00-00' before '11850-03-01') yet may end within the life: the page's last year counts whole.
 */
export function mayMeetLife(fromKey: string, toKey: string, life: LifeBounds): boolean {
  if (life.to !== null && fromKey > life.to) return false;
  const [lastYear] = toKey.split('-');
  return life.from === null || `${lastYear}-99-99` >= life.from;
}

/**
 * The relatives' events the person's timeline shows: each relative's dated end-of-life events, and
 * a brother's or sister's birth, within the person's life, each event once (twins' shared record),
 * less those the person takes part in themself (their own events list those already). In no
 * particular order.
 */
export function relativesEventsInLife(personRoles: readonly RoleInEvent[], relatives: readonly RelativeFacts[]): RelativeEvent[] {
  const life = lifeBoundsOf(personRoles);
  const own = new Set(personRoles.map((role) => role.eventId));
  const found = new Map<string, RelativeEvent>();
  for (const relative of relatives) {
    for (const role of relative.roles) {
      const shown = endsLife(role) || (relative.relation === 'sibling' && bornIn(role));
      if (!role.sortDate || !shown || own.has(role.eventId) || found.has(role.eventId)) continue;
      if (!isWithinLife(role.sortDate, life)) continue;
      found.set(role.eventId, { eventId: role.eventId, sortDate: role.sortDate, personId: relative.personId, relation: relative.relation });
    }
  }
  return [...found.values()];
}

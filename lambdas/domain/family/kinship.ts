import type { ParticipantRecord } from './records';

/**
 * Relationships are not stored: they are read from events (spec 000 section 3).
 *  - a birth joins its child to its parents; an Adoption joins its child to adoptive parents;
 *  - a marriage (and the other couple events) joins its spouses.
 * These rules are pure; KinshipReader fetches what they need, once per person or event.
 */

export type ParentLinkKind = 'parent' | 'adoptive parent';
export type CoupleStatus = 'married' | 'divorced' | 'other';

const PARENT_EVENTS: Readonly<Record<string, ParentLinkKind>> = { birth: 'parent', Adoption: 'adoptive parent' };

/** Events that join a couple, and what each says about the couple. */
const COUPLE_EVENTS: Readonly<Record<string, CoupleStatus>> = {
  marriage: 'married',
  'wedding reception': 'married',
  Honeymoon: 'married',
  'Marriage Notice': 'married',
  'Marriage Contract': 'married',
  'Marriage License': 'married',
  'Marriage Settlement': 'married',
  Divorce: 'divorced',
  'Divorce Filed': 'divorced',
  Annulment: 'divorced',
  Engagement: 'other',
};

export const parentLinkKind = (eventType: string): ParentLinkKind | undefined => PARENT_EVENTS[eventType];
export const coupleStatusOf = (eventType: string): CoupleStatus | undefined => COUPLE_EVENTS[eventType];
/** Whether an event of this type says anything about who is related to whom. */
export const isRelationEvent = (eventType: string): boolean => eventType in PARENT_EVENTS || eventType in COUPLE_EVENTS;

/** Divorce outranks marriage, which outranks an engagement or a couple with children only. */
export function combineStatus(a: CoupleStatus, b: CoupleStatus): CoupleStatus {
  const rank: Record<CoupleStatus, number> = { divorced: 2, married: 1, other: 0 };
  return rank[a] >= rank[b] ? a : b;
}

export interface ParentLink {
  parentId: string;
  childId: string;
  kind: ParentLinkKind;
  eventId: string;
  /** When the birth (or adoption) happened, as a sort key; null when it has no date. */
  sortDate: string | null;
}

export interface CoupleLink {
  a: string;
  b: string;
  status: CoupleStatus;
  /** The couple events (marriage, divorce...) joining them; empty when they only share children. */
  eventIds: string[];
}

/** The parent links one relation event makes (a birth with two parents and twins makes four). */
export function parentLinksOf(eventType: string, eventId: string, participants: readonly ParticipantRecord[]): ParentLink[] {
  const kind = parentLinkKind(eventType);
  if (!kind) return [];
  const children = participants.filter((p) => p.role === 'child').map((p) => p.personId);
  const parents = participants.filter((p) => p.role === 'parent').map((p) => p.personId);
  const sortDate = participants[0]?.sortDate ?? null;
  return children.flatMap((childId) => parents.filter((parentId) => parentId !== childId).map((parentId) => ({ parentId, childId, kind, eventId, sortDate })));
}

/** The couples one couple event makes: every pair of its spouses. */
export function couplesOf(eventType: string, eventId: string, participants: readonly ParticipantRecord[]): CoupleLink[] {
  const status = coupleStatusOf(eventType);
  if (!status) return [];
  // Divorce Filed lists the couple as 'present'; the others as spouses or the engaged.
  const partners = [...new Set(participants.filter((p) => p.role === 'spouse' || p.role === 'engaged' || (eventType === 'Divorce Filed' && p.role === 'present')).map((p) => p.personId))];
  const couples: CoupleLink[] = [];
  for (let i = 0; i < partners.length; i += 1) {
    for (let j = i + 1; j < partners.length; j += 1) couples.push({ ...pairOf(partners[i]!, partners[j]!), status, eventIds: [eventId] });
  }
  return couples;
}

/** The same two people in the same order whichever is named first. */
export const pairOf = (x: string, y: string): { a: string; b: string } => (x < y ? { a: x, b: y } : { a: y, b: x });
export const pairKey = (x: string, y: string): string => {
  const { a, b } = pairOf(x, y);
  return `${a}|${b}`;
};

/** Where the rules get their facts: a person's participations and an event's participants. */
export interface KinshipFacts {
  participationsOf(personId: string): Promise<ParticipantRecord[]>;
  participantsOf(eventId: string): Promise<ParticipantRecord[]>;
}

/** Reads relationships from events, fetching each person's and each event's facts at most once. */
export class KinshipReader {
  private readonly participations = new Map<string, Promise<ParticipantRecord[]>>();
  private readonly participants = new Map<string, Promise<ParticipantRecord[]>>();

  constructor(private readonly facts: KinshipFacts) {}

  participationsOf(personId: string): Promise<ParticipantRecord[]> {
    let found = this.participations.get(personId);
    if (!found) this.participations.set(personId, (found = this.facts.participationsOf(personId)));
    return found;
  }

  participantsOf(eventId: string): Promise<ParticipantRecord[]> {
    let found = this.participants.get(eventId);
    if (!found) this.participants.set(eventId, (found = this.facts.participantsOf(eventId)));
    return found;
  }

  /** Links to the person's parents (birth and adoptive). */
  async parentLinks(personId: string): Promise<ParentLink[]> {
    const own = (await this.participationsOf(personId)).filter((p) => p.role === 'child' && parentLinkKind(p.eventType));
    const lists = await Promise.all(own.map(async (p) => parentLinksOf(p.eventType, p.eventId, await this.participantsOf(p.eventId))));
    return lists.flat().filter((link) => link.childId === personId);
  }

  /** Links to the person's children (birth and adopted). */
  async childLinks(personId: string): Promise<ParentLink[]> {
    const own = (await this.participationsOf(personId)).filter((p) => p.role === 'parent' && parentLinkKind(p.eventType));
    const lists = await Promise.all(own.map(async (p) => parentLinksOf(p.eventType, p.eventId, await this.participantsOf(p.eventId))));
    return lists.flat().filter((link) => link.parentId === personId);
  }

  /**
   * The person's partners: from couple events, and the other parent of each of their children
   * (a couple with children but no marriage is shown as a couple, status 'other').
   */
  async couples(personId: string): Promise<CoupleLink[]> {
    const byPair = new Map<string, CoupleLink>();
    const add = (link: CoupleLink) => {
      if (link.a !== personId && link.b !== personId) return;
      const key = `${link.a}|${link.b}`;
      const known = byPair.get(key);
      if (!known) byPair.set(key, { ...link, eventIds: [...link.eventIds] });
      else {
        known.status = combineStatus(known.status, link.status);
        for (const id of link.eventIds) if (!known.eventIds.includes(id)) known.eventIds.push(id);
      }
    };
    const own = await this.participationsOf(personId);
    const coupleEvents = own.filter((p) => coupleStatusOf(p.eventType));
    for (const p of coupleEvents) for (const link of couplesOf(p.eventType, p.eventId, await this.participantsOf(p.eventId))) add(link);
    for (const child of await this.childLinks(personId)) {
      const others = (await this.participantsOf(child.eventId)).filter((q) => q.role === 'parent' && q.personId !== personId);
      for (const other of others) add({ ...pairOf(personId, other.personId), status: 'other', eventIds: [] });
    }
    return [...byPair.values()];
  }

  async parents(personId: string): Promise<string[]> {
    return unique((await this.parentLinks(personId)).map((link) => link.parentId));
  }

  async children(personId: string): Promise<string[]> {
    return unique((await this.childLinks(personId)).map((link) => link.childId));
  }

  async parentsOfAll(personIds: readonly string[]): Promise<string[]> {
    return unique((await Promise.all(personIds.map((id) => this.parents(id)))).flat());
  }

  async childrenOfAll(personIds: readonly string[]): Promise<string[]> {
    return unique((await Promise.all(personIds.map((id) => this.children(id)))).flat());
  }

  /** Children of the person's parents, other than the person (half brothers and sisters too). */
  async siblings(personId: string): Promise<string[]> {
    return (await this.childrenOfAll(await this.parents(personId))).filter((id) => id !== personId);
  }
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

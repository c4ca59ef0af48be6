import type { DuplicateReason } from '@heirloom/shared/contracts/sharing';
import { fold } from '../family/text-keys';
import type { EventWithParticipants, PersonRecord } from '../family/records';

/** Two people of one family tree who are likely the same person, offered for merging (never merged silently). */
export interface DuplicatePair {
  /** Stable for the pair, whichever way round it is found. */
  pairId: string;
  firstId: string;
  secondId: string;
  name: string;
  /** The birth date both have, when they have one. */
  birth: string | null;
  /** Why they are offered (pairs stored before reasons were kept: trees met). */
  reason?: DuplicateReason;
}

/** A pair's id: the same whichever way round the two are found (so one pair is offered once). */
export const duplicatePairId = (a: string, b: string): string => (a < b ? `${a}_${b}` : `${b}_${a}`);

/** A pair of two people, in id order, with its stable id. */
export function duplicatePair(a: string, b: string, reason: DuplicateReason, name = '', birth: string | null = null): DuplicatePair {
  const [firstId, secondId] = a < b ? [a, b] : [b, a];
  return { pairId: duplicatePairId(a, b), firstId, secondId, name, birth, reason };
}

const nameKey = (person: PersonRecord): string => {
  const name = person.names[0];
  if (!name) return '';
  const first = fold(name.first).split(/\s+/)[0] ?? '';
  const last = fold(name.last);
  return first && last ? `${first} ${last}` : '';
};

/**
 * Who made a person: the author of its oldest kept version, else who added it, else the current
 * version's author. A relative's later edit makes them the current author, but not the one who made
 * the person; an imported person has no author at all and belongs to whoever imported the file
 * (createdBy), so two members' imported trees meet like hand-made ones.
 */
const madeBy = (person: PersonRecord): string | null => person.versions?.at(-1)?.author ?? person.createdBy ?? person.author;

/**
 * When trees meet (a member with a tree joins a family with one): people with the same first and
 * last name, made by different members, whose birth dates and parents do not contradict each
 * other. Different birth dates, or parents with different names, mean different people.
 */
export function likelyDuplicates(people: readonly PersonRecord[], events: readonly EventWithParticipants[]): DuplicatePair[] {
  const byId = new Map(people.map((person) => [person.id, person]));
  const births = new Map<string, string>();
  const parents = new Map<string, Set<string>>();
  for (const { event, participants } of events) {
    if (event.eventType !== 'birth') continue;
    const children = participants.filter((p) => p.role === 'child').map((p) => p.personId);
    const parentKeys = participants.filter((p) => p.role === 'parent').map((p) => byId.get(p.personId)).filter((p): p is PersonRecord => Boolean(p)).map(nameKey).filter(Boolean);
    for (const child of children) {
      if (event.startDate) births.set(child, event.startDate);
      if (parentKeys.length) parents.set(child, new Set(parentKeys));
    }
  }
  const groups = new Map<string, PersonRecord[]>();
  for (const person of people) {
    const key = nameKey(person);
    if (!key || person.itemsDeleted) continue;
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  const pairs: DuplicatePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!].sort((x, y) => x.id.localeCompare(y.id)) as [PersonRecord, PersonRecord];
        if (madeBy(a) === madeBy(b)) continue;
        const [birthA, birthB] = [births.get(a.id), births.get(b.id)];
        if (birthA && birthB && fold(birthA) !== fold(birthB)) continue;
        const [parentsA, parentsB] = [parents.get(a.id), parents.get(b.id)];
        if (parentsA && parentsB && ![...parentsA].some((key) => parentsB.has(key))) continue;
        const name = [a.names[0]!.first, a.names[0]!.last].filter(Boolean).join(' ');
        pairs.push({ ...duplicatePair(a.id, b.id, 'trees_met', name, birthA && birthB ? birthA : null) });
      }
    }
  }
  return pairs;
}

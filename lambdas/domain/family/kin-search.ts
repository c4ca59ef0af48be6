import type { CoupleStatus, CoupleLink, ParentLink } from './kinship';

/** The links the search reads; KinshipReader gives them from events, each person's facts fetched once. */
export interface KinLinks {
  parentLinks(personId: string): Promise<ParentLink[]>;
  childLinks(personId: string): Promise<ParentLink[]>;
  couples(personId: string): Promise<CoupleLink[]>;
}

/** One link along a found path, from the person before to the person after. */
export type FoundLink = { kind: 'parent'; adoptive: boolean } | { kind: 'child'; adoptive: boolean } | { kind: 'partner'; status: CoupleStatus };

export interface FoundPath {
  /** From ego to the relative. */
  people: string[];
  links: FoundLink[];
  /** The lines meet at a single shared parent (half relations). */
  half: boolean;
  /** The common ancestors where the lines meet (a couple, or one person for half relations); empty for straight lines and partners. */
  commonAncestors: string[];
}

export interface KinSearchLimits {
  /** Generations up from each end (and each end's partners): 10 reaches eighth cousins once removed. */
  generations: number;
  /** Steps beyond the closest path still looked at for other paths (double cousins, cousins who married). */
  slack: number;
  /** People reached from one end before the search gives up: a bound on reads whatever the tree. */
  maxPeoplePerSide: number;
  /** Ancestors this close whose partners are read too, for step relations (a parent's partner's child). */
  partnerLevels: number;
}

export const KIN_SEARCH_LIMITS: KinSearchLimits = { generations: 10, slack: 2, maxPeoplePerSide: 3000, partnerLevels: 2 };

/** The longest chain of links told when no relationship has a name (an aunt by marriage's father is 5). */
export const MAX_CHAIN_STEPS = 12;
/**
 * People the chain search reaches from one end before it gives up: it walks every kind of link, so
 * unrelated people in a big tree would otherwise read most of it (each person one Query) before
 * answering "no relationship".
 */
export const MAX_CHAIN_PEOPLE_PER_SIDE = 1000;

/** A person reached from one end: the line of people from the end (or the end's partner) up to them. */
interface Line {
  /** The end's partner the line starts from, or null when it starts at the end itself. */
  via: { id: string; status: CoupleStatus } | null;
  /** From the line's first person up to the ancestor; adoptive[i] is the link from ids[i] to ids[i+1]. */
  ids: string[];
  adoptive: boolean[];
}

/** Lines kept per ancestor and side: pedigree collapse can reach one ancestor along very many lines. */
const LINES_PER_ANCESTOR = 3;

class Side {
  /** ancestor id -> the lines reaching them, shortest first. */
  readonly reached = new Map<string, Line[]>();
  frontier: Line[] = [];
  level = 0;
  done = false;

  constructor(starts: Line[]) {
    for (const line of starts) this.add(line);
    this.frontier = starts;
  }

  add(line: Line): boolean {
    const top = line.ids.at(-1)!;
    const lines = this.reached.get(top) ?? [];
    // Per start (the end or one of its partners), only lines as short as the first: a longer line to
    // a known ancestor makes no closer path, and climbing it again would read the same people.
    const same = lines.filter((known) => known.via?.id === line.via?.id);
    if (same.length >= LINES_PER_ANCESTOR || (same[0] && same[0].ids.length < line.ids.length)) return false;
    lines.push(line);
    this.reached.set(top, lines);
    return true;
  }

  get size(): number {
    return this.reached.size;
  }
}

const pathLength = (a: Line, b: Line) => a.ids.length - 1 + (b.ids.length - 1) + (a.via ? 1 : 0) + (b.via ? 1 : 0);

/**
 * The paths between two people through parents, children and partners, closest first: a
 * bidirectional search that climbs from both ends (and from each end's partners, for in-laws and
 * step relations) one generation at a time, the smaller side first, until the lines meet at a
 * common ancestor. It stops a little beyond the closest meeting, at `generations` each way or at
 * `maxPeoplePerSide`, so it reads the two ends' ancestries, never the whole tree.
 */
export async function findKinPaths(links: KinLinks, egoId: string, relativeId: string, limits: KinSearchLimits = KIN_SEARCH_LIMITS): Promise<FoundPath[]> {
  if (egoId === relativeId) return [{ people: [egoId], links: [], half: false, commonAncestors: [] }];
  const startsOf = async (id: string): Promise<Line[]> => [
    { via: null, ids: [id], adoptive: [] },
    ...(await links.couples(id)).map((c) => ({ via: { id: c.a === id ? c.b : c.a, status: c.status }, ids: [c.a === id ? c.b : c.a], adoptive: [] })),
  ];
  const [egoStarts, relativeStarts] = await Promise.all([startsOf(egoId), startsOf(relativeId)]);
  const ego = new Side(egoStarts);
  const relative = new Side(relativeStarts);
  const meetings = new Map<string, FoundPath>();
  let closest = Number.POSITIVE_INFINITY;

  const meet = async (lineA: Line, lineB: Line, apexPartner: CoupleStatus | null) => {
    if (pathLength(lineA, lineB) + (apexPartner ? 1 : 0) > closest + limits.slack) return;
    const found = await joinLines(links, egoId, relativeId, lineA, lineB, apexPartner);
    if (!found) return;
    const key = `${found.people.map((id) => (found.commonAncestors.includes(id) ? [...found.commonAncestors].sort().join('+') : id)).join('>')}`;
    if (meetings.has(key)) return;
    meetings.set(key, found);
    closest = Math.min(closest, found.links.length);
  };
  const meetAll = async (line: Line, fromEgo: boolean) => {
    const top = line.ids.at(-1)!;
    for (const other of (fromEgo ? relative : ego).reached.get(top) ?? []) await (fromEgo ? meet(line, other, null) : meet(other, line, null));
  };
  /** A parent's (or grandparent's) partner on the other side joins the lines through a couple: step relations. */
  const meetByPartner = async (line: Line, fromEgo: boolean) => {
    const level = line.ids.length - 1;
    if (line.via || level === 0 || level > limits.partnerLevels) return;
    for (const couple of await links.couples(line.ids.at(-1)!)) {
      const partner = couple.a === line.ids.at(-1) ? couple.b : couple.a;
      for (const other of (fromEgo ? relative : ego).reached.get(partner) ?? []) {
        if (other.via || other.ids.length - 1 === 0 || other.ids.length - 1 > limits.partnerLevels) continue;
        await (fromEgo ? meet(line, other, couple.status) : meet(other, line, couple.status));
      }
    }
  };

  for (const line of ego.frontier) await meetAll(line, true);
  for (const line of ego.frontier) await meetByPartner(line, true);

  while (!(ego.done && relative.done)) {
    // Every meeting of lines no higher than the two levels is found; going on past the closest plus
    // the slack could only add paths longer than anyone asks about.
    if (ego.level + relative.level >= closest + limits.slack) break;
    const side = relative.done || (!ego.done && ego.frontier.length <= relative.frontier.length) ? ego : relative;
    const fromEgo = side === ego;
    const next: Line[] = [];
    const grown = await Promise.all(
      side.frontier.map(async (line) => (await links.parentLinks(line.ids.at(-1)!)).map((link) => ({ ...line, ids: [...line.ids, link.parentId], adoptive: [...line.adoptive, link.kind === 'adoptive parent'] }))),
    );
    for (const line of grown.flat()) {
      if (line.ids.indexOf(line.ids.at(-1)!) !== line.ids.length - 1) continue; // someone their own ancestor
      if (side.add(line)) next.push(line);
    }
    side.level += 1;
    side.frontier = next;
    for (const line of next) await meetAll(line, fromEgo);
    // The partners of this generation's people are read together (the reader keeps them), not one after another.
    if (side.level <= limits.partnerLevels) await Promise.all(next.filter((line) => !line.via).map((line) => links.couples(line.ids.at(-1)!)));
    for (const line of next) await meetByPartner(line, fromEgo);
    if (next.length === 0 || side.level >= limits.generations || side.size >= limits.maxPeoplePerSide) side.done = true;
  }
  // Meetings found before the closest one may lie beyond its slack: they are not "close" after all.
  const close = [...meetings.values()].filter((path) => path.links.length <= closest + limits.slack);
  if (close.length) return close;
  // No path with one shape (a marriage in the middle of a path has none): the shortest chain of links, if any.
  const chain = await findChain(links, egoId, relativeId, Math.min(limits.maxPeoplePerSide, MAX_CHAIN_PEOPLE_PER_SIDE));
  return chain ? [chain] : [];
}

/** A person reached by the chain search: the person before them on the way from that side's end, and the link. */
type Reached = Map<string, { from: string; link: FoundLink } | null>;

/**
 * The shortest path between two people through any links (parents, children, partners), for
 * relatives the named shapes miss: an aunt's husband's father, a brother's wife's sister. A
 * breadth-first search from both ends, the smaller side a generation of links at a time, up to
 * MAX_CHAIN_STEPS links and `maxPeoplePerSide` people a side.
 */
async function findChain(links: KinLinks, egoId: string, relativeId: string, maxPeoplePerSide: number): Promise<FoundPath | undefined> {
  const sides = [
    { reached: new Map([[egoId, null]]) as Reached, frontier: [egoId], towardsEgo: false },
    { reached: new Map([[relativeId, null]]) as Reached, frontier: [relativeId], towardsEgo: true },
  ];
  for (let steps = 0; steps < MAX_CHAIN_STEPS; steps++) {
    const side = sides[0]!.frontier.length <= sides[1]!.frontier.length ? sides[0]! : sides[1]!;
    const other = side === sides[0] ? sides[1]! : sides[0]!;
    if (!side.frontier.length || side.reached.size >= maxPeoplePerSide) return undefined;
    const next: string[] = [];
    // A generation's people are read side by side (one Query each), not one after another.
    const neighbours = await Promise.all(side.frontier.map((id) => neighboursOf(links, id)));
    for (const [index, id] of side.frontier.entries()) {
      for (const { to, link } of neighbours[index]!) {
        if (side.reached.has(to)) continue;
        // Stored as the link walked from ego's side: from the relative's side, a parent is reached by a 'child' step.
        side.reached.set(to, { from: id, link: side.towardsEgo ? reversed(link) : link });
        if (other.reached.has(to)) return chainThrough(to, sides[0]!.reached, sides[1]!.reached);
        next.push(to);
      }
    }
    side.frontier = next;
  }
  return undefined;
}

async function neighboursOf(links: KinLinks, id: string): Promise<Array<{ to: string; link: FoundLink }>> {
  const [parents, children, couples] = await Promise.all([links.parentLinks(id), links.childLinks(id), links.couples(id)]);
  return [
    ...parents.map((p) => ({ to: p.parentId, link: { kind: 'parent', adoptive: p.kind === 'adoptive parent' } as const })),
    ...children.map((c) => ({ to: c.childId, link: { kind: 'child', adoptive: c.kind === 'adoptive parent' } as const })),
    ...couples.map((c) => ({ to: c.a === id ? c.b : c.a, link: { kind: 'partner', status: c.status } as const })),
  ];
}

const reversed = (link: FoundLink): FoundLink => (link.kind === 'partner' ? link : { kind: link.kind === 'parent' ? 'child' : 'parent', adoptive: link.adoptive });

/** The path from ego to `meeting` (ego's side) and on to the relative (the relative's side). */
function chainThrough(meeting: string, fromEgo: Reached, fromRelative: Reached): FoundPath {
  const people = [meeting];
  const found: FoundLink[] = [];
  for (let at = fromEgo.get(meeting); at; at = fromEgo.get(at.from)) {
    people.unshift(at.from);
    found.unshift(at.link);
  }
  for (let at = fromRelative.get(meeting); at; at = fromRelative.get(at.from)) {
    people.push(at.from);
    found.push(at.link);
  }
  return { people, links: found, half: false, commonAncestors: [] };
}

/**
 * The path from ego up `lineA` to the common ancestor and down `lineB` to the relative, or
 * undefined when it is not a path of its own: the lines meet below their top (a closer ancestor
 * joins them), a person comes twice, or a partner step goes round a parent the path could go
 * through (a father's wife who is ego's mother is no step-mother).
 */
async function joinLines(links: KinLinks, egoId: string, relativeId: string, lineA: Line, lineB: Line, apexPartner: CoupleStatus | null): Promise<FoundPath | undefined> {
  const upA = lineA.ids.length - 1;
  const upB = lineB.ids.length - 1;
  const people = [...(lineA.via ? [egoId] : []), ...lineA.ids, ...(apexPartner ? [...lineB.ids].reverse() : [...lineB.ids].reverse().slice(1)), ...(lineB.via ? [relativeId] : [])];
  if (new Set(people).size !== people.length) return undefined;
  if (lineA.via && lineB.via && upA === 0 && upB === 0) return undefined; // ego's partner's partner

  const parentsOf = async (id: string) => new Set((await links.parentLinks(id)).map((link) => link.parentId));
  const belowA = upA > 0 ? lineA.ids[upA - 1]! : undefined;
  const belowB = upB > 0 ? lineB.ids[upB - 1]! : undefined;
  const apexA = lineA.ids[upA]!;
  const apexB = lineB.ids[upB]!;
  let half = false;
  let commonAncestors: string[] = [];
  if (apexPartner) {
    // Ego's parent's partner's child: a step relation only when neither child is the other parent's too.
    if ((await parentsOf(belowA!)).has(apexB) || (await parentsOf(belowB!)).has(apexA)) return undefined;
  } else if (belowA && belowB) {
    // Two children of one couple are full brothers or sisters; of one shared parent, half.
    const parentsB = await parentsOf(belowB);
    const common = [...(await parentsOf(belowA))].filter((id) => parentsB.has(id));
    half = common.length === 1;
    commonAncestors = [apexA, ...common.filter((id) => id !== apexA)];
  } else {
    // A straight line with a partner at its end: the partner must not be a parent on the line.
    if (lineA.via && upA === 0 && belowB && (await parentsOf(belowB)).has(egoId)) return undefined;
    if (lineB.via && upB === 0 && belowA && (await parentsOf(belowA)).has(relativeId)) return undefined;
  }

  const found: FoundLink[] = [];
  if (lineA.via) found.push({ kind: 'partner', status: lineA.via.status });
  lineA.adoptive.forEach((adoptive) => found.push({ kind: 'parent', adoptive }));
  if (apexPartner) found.push({ kind: 'partner', status: apexPartner });
  [...lineB.adoptive].reverse().forEach((adoptive) => found.push({ kind: 'child', adoptive }));
  if (lineB.via) found.push({ kind: 'partner', status: lineB.via.status });
  return { people, links: found, half, commonAncestors };
}

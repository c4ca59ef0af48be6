import type { FaceQuality } from '../../ports/faces';
import { datesAllow, type LifeSpan } from './life-span';
import { AMBIGUITY_MARGIN, excessOf, extraAskedOf, SAME_PICTURE, TOP_K } from './match-rules';
import { likeSomeoneOfSimilarAge, sameAgeSupportOf, sameAgeWindow, withinYears } from './same-age';

/**
 * The family-wide regrouping: every face of a family put with people again from their likeness
 * alone, so the same faces give the same groups whatever order they came in (incremental grouping,
 * grouping.ts, sees only the faces that came before). Pure: the use case (regroup-family.ts) reads
 * the faces and their likeness and writes back what moved.
 *
 * Agglomerative, strongest link first, under the shared rules (match-rules.ts):
 *  - two groups join when the smaller one's faces, on average, fit the larger as a whole: each face
 *    by the mean of its TOP_K best likenesses to the larger group's faces (beyond what the faces ask
 *    for their weakness), against SAME_PERSON; so a stranger cannot come in through one face, and
 *    two groups cannot join through the one pair of faces where they touch;
 *  - never two faces of one photo, never two named people (offering them as one is the family's
 *    call), never a face with a person it is 'not';
 *  - the tree's rules as incremental grouping applies them (one rule, two callers): a group never
 *    joins one holding faces of someone its trusted photo dates rule out (life-span.ts), named or
 *    not; and a face unlike a person as a whole may still fit them through their faces of its age
 *    (same-age.ts), never when it is also like someone born within a few years of them;
 *  - a group nearly as like two groups that do not join each other joins neither (siblings),
 *    unless the three are one person as a whole (isOnePerson: one person's photos fallen into two
 *    looks, tied together by a group of photos like both); a lone face the model sees poorly is
 *    not such a rival;
 *  - copies of one picture start as one group and count as one face in it, so three uploads of
 *    one photo do not make a stranger like it look like three of the person's faces; that face's
 *    likeness to another picture is the best of its copies', so a worse copy does not speak for
 *    a better one (and the order they came in, which decides what each search saw, matters less);
 *    copies held by two different named people are not one group (copiesOf);
 *  - faces the family placed (linked, or said are not someone) never move: a person's linked
 *    faces start as one group.
 * Ties break on face ids, and every input is read in face-id order, so input order never matters.
 */
export interface RegroupFace {
  faceId: string;
  photoId: string;
  personId: string | null;
  /** The family placed this face (linked it to its person, or said who it is not): it stays. */
  fixed: boolean;
  /** People this face may never join: 'not {person}'. */
  forbidden: readonly string[];
  quality?: FaceQuality | null;
  /** The year its photo was taken when the date is worth trusting (life-span.ts trustedPhotoYear); absent or null otherwise. */
  photoYear?: number | null;
}

export interface FaceLikeness {
  a: string;
  b: string;
  /** Shared scale (match-rules.ts). A pair may come in both directions (two searches): they are averaged. */
  similarity: number;
}

export interface RegroupInput {
  faces: readonly RegroupFace[];
  likeness: readonly FaceLikeness[];
  /** People with a name: the pass never joins two of them, and never empties one. */
  named: ReadonlySet<string>;
  /** What the tree knows of the faces' people's lives (named or not); absent: nothing. */
  spans?: ReadonlyMap<string, LifeSpan>;
}

/** Each face's person: a person id, 'new:<faceId>' for a group that needs a new unnamed person, or null. */
export type Regrouping = Map<string, string | null>;

export const NEW_GROUP_PREFIX = 'new:';

interface Cluster {
  id: number;
  members: number[];
  /** The members that are not copies of another member's picture: the faces likeness is read from. */
  pictures: number[];
  photos: Set<string>;
  /** Persons the group is already bound to: its fixed faces' person, its faces' named people. */
  identities: Set<string>;
  forbidden: Set<string>;
  /** The lives of the people it holds faces of (those the tree dates): the group may become any of them. */
  lives: Map<string, LifeSpan>;
  /** The first and last trusted photo years of its faces the family did not place (a linked face overrides the dates). */
  years: { first: number; last: number } | null;
  /** Faces outside the group with likeness to it (their links name this group). */
  incoming: Set<number>;
  /** Grows with the group: links offered before it are out of date. */
  version: number;
}

export function regroupFaces(input: RegroupInput): Regrouping {
  const faces = [...input.faces].sort((a, b) => compare(a.faceId, b.faceId));
  const index = new Map(faces.map((face, i) => [face.faceId, i]));
  const extras = faces.map((face) => extraAskedOf(face.quality));
  const pairs = pairLikeness(input.likeness, index);
  const spans = input.spans ?? new Map<string, LifeSpan>();
  const lifeOf = (face: RegroupFace): LifeSpan | undefined => (face.personId === null ? undefined : dated(spans.get(face.personId)));
  const copyOf = copiesOf(faces, pairs, lifeOf, input.named);

  // Faces the family left with nobody take no part; a person's fixed faces start as one group, and
  // a copy of a picture starts in its original's group.
  const clusterOfFace = new Array<number>(faces.length).fill(-1);
  const clusters = new Map<number, Cluster>();
  const fixedGroupOf = new Map<string, number>();
  faces.forEach((face, i) => {
    if (face.fixed && face.personId === null) return;
    const identity = face.fixed || (face.personId !== null && input.named.has(face.personId)) ? face.personId : null;
    const existing = face.fixed ? fixedGroupOf.get(face.personId!) : copyOf[i] !== i ? clusterOfFace[copyOf[i]!] : undefined;
    const cluster = existing !== undefined ? clusters.get(existing)! : newCluster(i);
    if (existing === undefined) {
      clusters.set(i, cluster);
      if (face.fixed) fixedGroupOf.set(face.personId!, i);
    } else {
      cluster.members.push(i);
      if (copyOf[i] === i) cluster.pictures.push(i);
    }
    cluster.photos.add(face.photoId);
    if (identity) cluster.identities.add(identity);
    for (const person of face.forbidden) cluster.forbidden.add(person);
    const life = lifeOf(face);
    if (life) cluster.lives.set(face.personId!, life);
    if (!face.fixed) cluster.years = widen(cluster.years, face.photoYear ?? null);
    clusterOfFace[i] = cluster.id;
  });

  // The same-age rule reads single likenesses (to a person's faces of one age), kept only when the tree dates someone's birth.
  const sameAgeApplies = [...spans.values()].some((span) => span.born !== null) && faces.some((face) => face.photoYear != null);
  const pairSimilarity = new Map<number, Map<number, number>>();
  if (sameAgeApplies) {
    for (const [[i, j], similarity] of pairs) {
      (pairSimilarity.get(i) ?? pairSimilarity.set(i, new Map()).get(i)!).set(j, similarity);
      (pairSimilarity.get(j) ?? pairSimilarity.set(j, new Map()).get(j)!).set(i, similarity);
    }
  }

  // Each picture's likeness to each other picture: the best over their copies (a picture's copies
  // speak for it together, so a worse copy, or a copy that came before a look-alike, does not hide
  // a better one); a picture and another are one pair, however many copies each has.
  const pictureExcess = new Map<number, Map<number, number>>();
  for (const [[i, j], similarity] of pairs) {
    const [p, q] = [copyOf[i]!, copyOf[j]!];
    if (p === q || clusterOfFace[p]! < 0 || clusterOfFace[q]! < 0 || clusterOfFace[p] === clusterOfFace[q]) continue;
    const excess = excessOf(similarity, extras[i]!, extras[j]!);
    const [low, high] = p < q ? [p, q] : [q, p];
    const row = pictureExcess.get(low) ?? pictureExcess.set(low, new Map()).get(low)!;
    row.set(high, Math.max(row.get(high) ?? -Infinity, excess));
  }
  // Each picture's best TOP_K excesses to each neighbouring group.
  const links = faces.map(() => new Map<number, number[]>());
  for (const [i, row] of [...pictureExcess].sort((x, y) => x[0] - y[0])) {
    for (const [j, excess] of [...row].sort((x, y) => x[0] - y[0])) {
      const a = clusterOfFace[i]!;
      const b = clusterOfFace[j]!;
      links[i]!.set(b, keepBest([...(links[i]!.get(b) ?? []), excess]));
      links[j]!.set(a, keepBest([...(links[j]!.get(a) ?? []), excess]));
      clusters.get(b)!.incoming.add(i);
      clusters.get(a)!.incoming.add(j);
    }
  }

  /**
   * A picture's support for a group from the group's faces of its age (same-age.ts), as grouping.ts
   * asks it of a person: null when the tree dates no birth there, the picture has no trusted year,
   * too few of the group's faces of that age are like it, or it is like someone of similar age.
   */
  const sameAgeFit = (picture: number, group: Cluster): number | null => {
    if (!sameAgeApplies) return null;
    let best: number | null = null;
    for (const life of group.lives.values()) {
      const years = sameAgeWindow(faces[picture]!.photoYear ?? null, life.born);
      if (!years || life.born === null) continue;
      const ofAge = group.pictures.filter((member) => withinYears(faces[member]!.photoYear ?? null, years));
      const excesses = ofAge.flatMap((member) => {
        const similarity = pairSimilarity.get(picture)?.get(member);
        return similarity === undefined ? [] : [excessOf(similarity, extras[picture]!, extras[member]!)];
      });
      const others = [...links[picture]!]
        .filter(([id]) => id !== group.id && clusters.has(id))
        .flatMap(([id, excessesToOther]) => [...clusters.get(id)!.lives.values()].map((other) => ({ born: other.born, excesses: excessesToOther })));
      if (likeSomeoneOfSimilarAge(life.born, others)) continue;
      const support = sameAgeSupportOf(excesses, ofAge.length, extras[picture]!);
      if (support !== null && (best === null || support > best)) best = support;
    }
    return best;
  };

  const linkage = (x: Cluster, y: Cluster): number => {
    // The smaller group's pictures, each against the larger group as a whole (or its faces of their age).
    const [small, large] = x.pictures.length < y.pictures.length || (x.pictures.length === y.pictures.length && x.id < y.id) ? [x, y] : [y, x];
    const k = Math.min(TOP_K, large.pictures.length);
    let sum = 0;
    for (const picture of small.pictures) sum += Math.max(meanOfBest(links[picture]!.get(large.id), k), sameAgeFit(picture, large) ?? -Infinity);
    return sum / small.pictures.length;
  };
  const neighbours = (cluster: Cluster): Cluster[] => {
    const ids = new Set<number>();
    for (const face of cluster.incoming) ids.add(clusterOfFace[face]!);
    return [...ids].sort((a, b) => a - b).map((id) => clusters.get(id)!);
  };

  const heap = new LinkHeap();
  const offer = (x: Cluster, y: Cluster) => {
    const strength = linkage(x, y);
    const [a, b] = x.id < y.id ? [x, y] : [y, x];
    if (strength >= 0) heap.push({ strength, a: a.id, b: b.id, versionA: a.version, versionB: b.version });
  };
  for (const cluster of [...clusters.values()].sort((a, b) => a.id - b.id)) for (const other of neighbours(cluster)) if (other.id > cluster.id) offer(cluster, other);

  /**
   * How well a group's pictures fit other groups taken as one person: each picture by the mean of
   * its TOP_K best likenesses among all their faces (the whole-person rule), averaged.
   */
  const fitInto = (group: Cluster, others: readonly Cluster[]): number => {
    const k = Math.min(TOP_K, others.reduce((sum, other) => sum + other.pictures.length, 0));
    let sum = 0;
    for (const picture of group.pictures) sum += meanOfBest(keepBest(others.flatMap((other) => links[picture]!.get(other.id) ?? [])), k);
    return sum / group.pictures.length;
  };

  /** A face alone in its group, nobody's, that the model sees poorly (turned, small or soft: it asks extra likeness). */
  const isWeakLoneFace = (group: Cluster): boolean => group.pictures.length === 1 && !group.identities.size && extras[group.pictures[0]!]! > 0;
  /**
   * Whether `a` is nearly as like another group as like `b`, one that `b` does not join: then which
   * of the two `a` belongs with is a guess, and a guess is not made for the family. Unless the three
   * are one person as a whole (isOnePerson): one person's photos fallen into two looks (light, age,
   * copies worse than the original) that a group like both ties together. A lone face the model
   * sees poorly (turned, small or soft: it asks extra likeness) is no such rival: its likeness is the
   * least sure there is, and letting it veto kept one person's masked photos apart from the rest of
   * them (a turned face of his, unlike the masks, was nearly as like him as they were). It still
   * joins only what it is like enough, and between two groups it is still left with neither.
   */
  const torn = (a: Cluster, b: Cluster, strength: number): boolean => {
    for (const other of neighbours(a)) {
      if (other.id === b.id || !canJoin(a, other) || isWeakLoneFace(other)) continue;
      const rival = linkage(a, other);
      if (rival < 0 || rival <= strength - AMBIGUITY_MARGIN) continue;
      if (canJoin(b, other) && linkage(b, other) >= 0) continue;
      if (canJoin(b, other) && isOnePerson(a, b, other, rival > strength)) continue;
      return true;
    }
    return false;
  };
  /**
   * Whether `a` ties `b` and `c` together as one person. Precision first, so only when:
   *  - each of the three is a group in its own right (at least TOP_K pictures): a lone face, or two,
   *    like two people is the sibling case, left with neither. One exception: the one of `b` and `c`
   *    more like `a` may be a lone face nobody named, a worse copy of one of `a`'s photos rather than
   *    a second person (a lone `b` joins `a` now; a lone `c` may follow later, as a whole);
   *  - each picture of `a` fits both `b` and `c` as a whole, so `a` is not a chain with a `b` end
   *    and a `c` end (faces morphing from one person to another);
   *  - each of the three fits the other two taken together (the whole-person rule over the union).
   * Measured on generated siblings (a third one between two alike), it joins nothing the rules
   * without it kept apart wherever those kept siblings apart at all.
   */
  const isOnePerson = (a: Cluster, b: Cluster, c: Cluster, cIsClosest: boolean): boolean => {
    const closest = cIsClosest ? c : b;
    const loneFaceOfA = closest.pictures.length === 1 && !closest.identities.size;
    if ([a, b, c].some((group) => group.pictures.length < TOP_K && !(loneFaceOfA && group === closest))) return false;
    for (const picture of a.pictures) {
      for (const side of [b, c]) if (meanOfBest(links[picture]!.get(side.id), Math.min(TOP_K, side.pictures.length)) < 0) return false;
    }
    return fitInto(a, [b, c]) >= 0 && fitInto(b, [a, c]) >= 0 && fitInto(c, [a, b]) >= 0;
  };

  const join = (a: Cluster, b: Cluster): Cluster => {
    const [kept, gone] = a.id < b.id ? [a, b] : [b, a];
    for (const face of gone.members) clusterOfFace[face] = kept.id;
    kept.members.push(...gone.members);
    kept.pictures.push(...gone.pictures);
    for (const photo of gone.photos) kept.photos.add(photo);
    for (const identity of gone.identities) kept.identities.add(identity);
    for (const person of gone.forbidden) kept.forbidden.add(person);
    for (const [person, life] of gone.lives) kept.lives.set(person, life);
    if (gone.years) kept.years = widen(widen(kept.years, gone.years.first), gone.years.last);
    // Links to the gone group now name the kept one; links inside the group are no longer links.
    for (const face of gone.incoming) {
      const faceLinks = links[face]!;
      faceLinks.set(kept.id, keepBest([...(faceLinks.get(kept.id) ?? []), ...faceLinks.get(gone.id)!]));
      faceLinks.delete(gone.id);
      kept.incoming.add(face);
    }
    for (const face of kept.pictures) {
      links[face]!.delete(kept.id);
      links[face]!.delete(gone.id);
      kept.incoming.delete(face);
    }
    for (const face of kept.members) kept.incoming.delete(face);
    clusters.delete(gone.id);
    kept.version++;
    return kept;
  };

  // A torn link waits: once the groups around it have formed (the rival may join `b`, or prove a
  // person of its own), it is tried again, until a round joins nothing.
  let waiting: Link[] = [];
  for (let joinedAny = true; joinedAny; ) {
    joinedAny = false;
    for (let link = heap.pop(); link; link = heap.pop()) {
      const a = clusters.get(link.a);
      const b = clusters.get(link.b);
      // A group that grew since the link was offered was offered again with its new likeness.
      if (!a || !b || a.version !== link.versionA || b.version !== link.versionB || !canJoin(a, b)) continue;
      if (torn(a, b, link.strength) || torn(b, a, link.strength)) {
        waiting.push(link);
        continue;
      }
      const joined = join(a, b);
      joinedAny = true;
      for (const other of neighbours(joined)) offer(joined, other);
    }
    for (const link of waiting) heap.push(link);
    waiting = [];
  }

  return personsOf(faces, clusters, input.named);
}

function newCluster(i: number): Cluster {
  return { id: i, members: [i], pictures: [i], photos: new Set(), identities: new Set(), forbidden: new Set(), lives: new Map(), years: null, incoming: new Set(), version: 0 };
}

/** A span that dates something (the rest say nothing). */
const dated = (span: LifeSpan | undefined): LifeSpan | undefined => (span && (span.born !== null || span.died !== null) ? span : undefined);

const widen = (years: Cluster['years'], year: number | null): Cluster['years'] =>
  year === null ? years : years ? { first: Math.min(years.first, year), last: Math.max(years.last, year) } : { first: year, last: year };

/** Whether photos of these years may show every one of these people (life-span.ts): the first and last decide. */
const livesAllow = (lives: Cluster['lives'], years: Cluster['years']): boolean =>
  !years || [...lives.values()].every((life) => datesAllow(years.first, life) && datesAllow(years.last, life));

/** Each pair's likeness once, by face index, both directions averaged (summed in a fixed order). */
function pairLikeness(likeness: readonly FaceLikeness[], index: Map<string, number>): Array<[[number, number], number]> {
  const byPair = new Map<string, { pair: [number, number]; values: number[] }>();
  for (const { a, b, similarity } of likeness) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    const pair: [number, number] = i < j ? [i, j] : [j, i];
    const key = `${pair[0]}:${pair[1]}`;
    const entry = byPair.get(key) ?? byPair.set(key, { pair, values: [] }).get(key)!;
    entry.values.push(similarity);
  }
  return [...byPair.values()]
    .sort((x, y) => x.pair[0] - y.pair[0] || x.pair[1] - y.pair[1])
    .map(({ pair, values }) => [pair, values.sort((x, y) => x - y).reduce((sum, value) => sum + value, 0) / values.length]);
}

/**
 * Each face's original: the first (by id) of the free faces it is the same picture as, itself when
 * none. Faces the family placed are never copies: they keep their own place. Nor are two faces of
 * two different named people: one photo uploaded by two members who named him differently (a joiner's
 * 'Grandpa Barry', the family's 'Barack Obama') would start in one group bound to both, and its
 * person be whichever came first: the joiner's faces went to the family's person and left theirs
 * empty. The two people stay apart, with their own faces, for the family to merge.
 */
function copiesOf(
  faces: readonly RegroupFace[],
  pairs: Array<[[number, number], number]>,
  lifeOf: (face: RegroupFace) => LifeSpan | undefined,
  named: ReadonlySet<string>,
): number[] {
  const copyOf = faces.map((_, i) => i);
  // The named person of each original's copies (theirs or the original's): one at most.
  const namedOf = faces.map((face) => (face.personId !== null && named.has(face.personId) ? face.personId : null));
  for (const [[i, j], similarity] of pairs) {
    if (similarity < SAME_PICTURE || faces[i]!.fixed || faces[j]!.fixed || faces[i]!.photoId === faces[j]!.photoId) continue;
    // A copy the dates (or the family) keep from the other's person is not started in its group: a
    // print of 1948 and a copy dated 1972 by a camera or the family may show a son, not his late father.
    if (forbids(faces[i]!, faces[j]!, lifeOf) || forbids(faces[j]!, faces[i]!, lifeOf)) continue;
    if (copyOf[j] !== j || copyOf[i] !== i) continue;
    if (namedOf[i] !== null && namedOf[j] !== null && namedOf[i] !== namedOf[j]) continue;
    copyOf[j] = i;
    namedOf[i] = namedOf[i] ?? namedOf[j] ?? null;
  }
  return copyOf;
}

const forbids = (face: RegroupFace, other: RegroupFace, lifeOf: (face: RegroupFace) => LifeSpan | undefined): boolean =>
  other.personId !== null && (face.forbidden.includes(other.personId) || !datesAllow(face.photoYear ?? null, lifeOf(other)));

const keepBest = (values: number[]): number[] => values.sort((a, b) => b - a).slice(0, TOP_K);

/** The mean of the k best excesses (best first), pairs the search did not return counted at the floor. */
function meanOfBest(best: readonly number[] | undefined, k: number): number {
  const missing = excessOf(null, 0, 0);
  let sum = 0;
  for (let i = 0; i < k; i++) sum += best?.[i] ?? missing;
  return sum / k;
}

function canJoin(a: Cluster, b: Cluster): boolean {
  for (const photo of a.photos) if (b.photos.has(photo)) return false;
  if (a.identities.size && b.identities.size && [...a.identities].some((identity) => !b.identities.has(identity))) return false;
  for (const identity of a.identities) if (b.forbidden.has(identity)) return false;
  for (const identity of b.identities) if (a.forbidden.has(identity)) return false;
  return livesAllow(a.lives, b.years) && livesAllow(b.lives, a.years);
}

/**
 * Groups back to people: a group bound to a person is theirs; a group of two or more is the
 * unnamed person holding most of its faces (the bigger group first), or a new one; a face left
 * alone stays with its named person or its fixed place, and otherwise belongs to nobody.
 */
function personsOf(faces: readonly RegroupFace[], clusters: Map<number, Cluster>, named: ReadonlySet<string>): Regrouping {
  const result: Regrouping = new Map();
  const taken = new Set<string>();
  const ordered = [...clusters.values()].sort((a, b) => b.members.length - a.members.length || a.id - b.id);
  for (const cluster of ordered) {
    const members = cluster.members.map((i) => faces[i]!);
    let person: string | null;
    if (cluster.identities.size) person = [...cluster.identities][0]!;
    else if (cluster.pictures.length === 1) person = null;
    else {
      const counts = new Map<string, number>();
      for (const face of members) if (face.personId && !named.has(face.personId)) counts.set(face.personId, (counts.get(face.personId) ?? 0) + 1);
      const choice = [...counts].filter(([id]) => !taken.has(id)).sort((x, y) => y[1] - x[1] || compare(x[0], y[0]))[0];
      person = choice ? choice[0] : `${NEW_GROUP_PREFIX}${faces[cluster.id]!.faceId}`;
      taken.add(person);
    }
    for (const face of members) result.set(face.faceId, person);
  }
  for (const face of faces) if (!result.has(face.faceId)) result.set(face.faceId, face.personId);
  return result;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Link {
  strength: number;
  a: number;
  b: number;
  versionA: number;
  versionB: number;
}

/** A max-heap of candidate joins: strongest first, then by group ids (lowest first). */
class LinkHeap {
  private readonly items: Link[] = [];

  push(link: Link): void {
    this.items.push(link);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(this.items[i]!, this.items[parent]!)) break;
      [this.items[i], this.items[parent]] = [this.items[parent]!, this.items[i]!];
      i = parent;
    }
  }

  pop(): Link | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length && last) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let best = i;
        if (left < this.items.length && before(this.items[left]!, this.items[best]!)) best = left;
        if (right < this.items.length && before(this.items[right]!, this.items[best]!)) best = right;
        if (best === i) break;
        [this.items[i], this.items[best]] = [this.items[best]!, this.items[i]!];
        i = best;
      }
    }
    return top;
  }
}

const before = (x: Link, y: Link): boolean => x.strength > y.strength || (x.strength === y.strength && (x.a < y.a || (x.a === y.a && x.b < y.b)));

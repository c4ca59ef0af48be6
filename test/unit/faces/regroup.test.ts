import { describe, expect, it } from 'vitest';
import { likenessScale, MODEL_CALIBRATION, sharedLikeness as modelLikeness } from '../../../lambdas/adapters/local/model-face-recognition';
import type { LifeSpan } from '../../../lambdas/domain/faces/life-span';
import { excessOf, extraAskedOf, SAME_PERSON, SAME_PICTURE, supportOf, weaknessOf } from '../../../lambdas/domain/faces/match-rules';
import { NEW_GROUP_PREFIX, regroupFaces, type FaceLikeness, type RegroupFace } from '../../../lambdas/domain/faces/regroup';
import { cosine, direction, faceOf, freeFace, groupsOf, likenessOf, mix, pairScores, random, sharedLikeness, shuffled, unit, type SyntheticFace, type Vector } from './synthetic-faces';

/** Faces of one person lean this far from their identity: two of them have a cosine near 0.65. */
const SPREAD = 0.63;

/** People who look like people (they share a face's common shape): strangers' faces have a cosine near 0.35. */
function family(seed: number) {
  const next = random(seed);
  const common = direction(next);
  const identity = (): Vector => unit(mix(common, direction(next), 0.5));
  return { next, identity, faces: (person: string, id: Vector, count: number, from = 0) => Array.from({ length: count }, (_, i) => freeFace(`${person}-${String(from + i).padStart(2, '0')}`, person, faceOf(id, SPREAD, next))) };
}

const regroup = (faces: readonly SyntheticFace[], likeness: readonly FaceLikeness[] = likenessOf(faces), named: ReadonlySet<string> = new Set()) =>
  regroupFaces({ faces: faces.map((face) => face.face), likeness, named });

describe('the shared matching rules', () => {
  it('ask more of small, soft or turned faces, and nothing more of clear or unknown ones', () => {
    expect(weaknessOf(null)).toBe(0);
    expect(weaknessOf({ pixels: 200, sharpness: 0.9, yaw: 5, pitch: 0 })).toBe(0);
    expect(weaknessOf({ pixels: 40, sharpness: 0.9, yaw: 5, pitch: 0 })).toBe(1);
    expect(weaknessOf({ pixels: 200, sharpness: null, yaw: -70, pitch: null })).toBe(1);
    expect(weaknessOf({ pixels: 68, sharpness: 0.9, yaw: 0, pitch: 0 })).toBeCloseTo(0.5);
    expect(extraAskedOf({ pixels: 40, sharpness: null, yaw: null, pitch: null })).toBeGreaterThan(extraAskedOf({ pixels: 80, sharpness: null, yaw: null, pitch: null }));
  });

  it('measure a face against a person as a whole: one close face of theirs is not enough', () => {
    const close = excessOf(SAME_PERSON + 0.15, 0, 0);
    const far = excessOf(null, 0, 0);
    expect(supportOf([close], 1, 0)).toBeGreaterThan(0);
    expect(supportOf([close], 3, 0)).toBeLessThan(0);
    expect(supportOf([close, far, far], 3, 0)).toBeLessThan(0);
    expect(supportOf([close, excessOf(SAME_PERSON + 0.02, 0, 0), excessOf(SAME_PERSON, 0, 0)], 10, 0)).toBeGreaterThan(0);
  });

  it('take the local model at its calibrated cosines to the shared same-person and same-picture marks', () => {
    expect(modelLikeness(0.9)).toBeCloseTo(SAME_PERSON);
    // 0.3 of cosine a step: the model's spread between one person and two is under a third of the scale's.
    expect(modelLikeness(0.903) - modelLikeness(0.9)).toBeCloseTo(0.01);
    expect(modelLikeness(0.975)).toBeCloseTo(SAME_PICTURE);
    expect(modelLikeness(0.96)).toBeLessThan(SAME_PICTURE);
    expect(modelLikeness(1)).toBe(1);
    expect(modelLikeness(0.5)).toBe(0);
  });

  it('map a calibration both ways: the least cosine a search asks for gives back its likeness', () => {
    const scale = likenessScale(MODEL_CALIBRATION);
    for (const shared of [0.7, 0.8, 0.85, 0.9, 0.95, 0.99]) expect(scale.toShared(scale.toCosine(shared))).toBeCloseTo(shared);
  });
});

describe('regrouping a family', () => {
  it('puts each person in one group and never two people together', () => {
    const { identity, faces } = family(1);
    const all = ['ann', 'bea', 'cal', 'dan', 'eve', 'fay'].flatMap((person) => faces(person, identity(), 8));
    const scores = pairScores(all, regroup(all));
    expect(scores.differentJoined).toBe(0);
    expect(scores.sameFound / scores.same).toBeGreaterThanOrEqual(0.95);
  });

  it('gives the same groups whatever order the faces and their likeness come in', () => {
    const { next, identity, faces } = family(2);
    const all = ['ann', 'bea', 'cal', 'dan'].flatMap((person) => faces(person, identity(), 6));
    const likeness = likenessOf(all);
    const first = groupsOf(regroup(all, likeness));
    for (let run = 0; run < 3; run++) {
      // Searches answer each pair from both sides, in any order.
      const bothWays = likeness.flatMap((pair) => [pair, { a: pair.b, b: pair.a, similarity: pair.similarity }]);
      expect(groupsOf(regroup(shuffled(all, next), shuffled(bothWays, next)))).toEqual(first);
    }
  });

  it('does not chain: faces morphing step by step from one person to another never put the two together', () => {
    const { next, identity, faces } = family(3);
    const [x, y] = [identity(), identity()];
    const ends = [...faces('x', x, 6), ...faces('y', y, 6)];
    // Each step is as like the next as two faces of one person are; the first is x, the last y.
    const chain = Array.from({ length: 9 }, (_, i) => freeFace(`chain-${i}`, i < 5 ? 'x' : 'y', faceOf(mix(x, y, (i + 1) / 10), 0.5, next)));
    chain.slice(1).forEach((step, i) => expect(sharedLikeness(cosine(step.embedding, chain[i]!.embedding))).toBeGreaterThan(SAME_PERSON));
    const all = [...ends, ...chain];
    const groups = groupsOf(regroup(all));
    for (const group of groups) expect(group.some((id) => id.startsWith('x-')) && group.some((id) => id.startsWith('y-'))).toBe(false);
    // Each person's own faces are still found.
    expect(groups.some((group) => group.filter((id) => id.startsWith('x-')).length >= 5)).toBe(true);
    expect(groups.some((group) => group.filter((id) => id.startsWith('y-')).length >= 5)).toBe(true);
  });

  it('keeps siblings apart, and leaves a face that looks like both with neither', () => {
    const { next, identity, faces } = family(4);
    const older = identity();
    const younger = mix(older, identity(), 0.75);
    // Closer than strangers (near 0.5), and some of their photos are as alike as one person's.
    expect(cosine(older, younger)).toBeGreaterThan(0.65);
    const all = [...faces('older', older, 7), ...faces('younger', younger, 7), freeFace('between', 'between', faceOf(mix(older, younger, 0.5), 0.45, next))];
    const personOf = regroup(all);
    const scores = pairScores(all, personOf);
    expect(scores.differentJoined).toBe(0);
    expect(personOf.get('between')).toBeNull();
  });

  it('counts copies of one picture once, so a stranger like one photo of Ann, uploaded three times, does not join her', () => {
    const { next, identity, faces } = family(5);
    const [ann, stranger] = [identity(), identity()];
    const annFaces = faces('ann', ann, 4);
    // One photo of Ann uploaded three times, and a stranger caught in much the same light and pose.
    const light = direction(next);
    const lit = (id: Vector) => unit(id.map((value, i) => Math.cos(SPREAD) * value + Math.sin(SPREAD) * light[i]!));
    const copies = [0, 1, 2].map((i) => freeFace(`ann-copy-${i}`, 'ann', unit(lit(ann).map((value) => value + (next() - 0.5) * 1e-4))));
    const own = faceOf(stranger, SPREAD, next);
    const closest = [0.5, 0.4, 0.3, 0.2, 0.1].map((share) => mix(lit(stranger), own, share)).find((face) => sharedLikeness(cosine(face, copies[0]!.embedding)) > SAME_PERSON + 0.005)!;
    const lookalike = freeFace('stranger', 'stranger', closest);
    expect(sharedLikeness(cosine(lookalike.embedding, copies[2]!.embedding))).toBeGreaterThan(SAME_PERSON);
    const all = [...annFaces, ...copies, lookalike];
    const personOf = regroup(all);
    expect(pairScores(all, personOf).differentJoined).toBe(0);
    expect(personOf.get('stranger')).toBeNull();
    expect(personOf.get('ann-copy-0')).toBe(personOf.get('ann-00'));
  });

  it('lets the copies of one picture speak together: a worse copy that sorts first does not keep a better one from its person', () => {
    const face = (faceId: string, quality: RegroupFace['quality'] = null): RegroupFace => ({ faceId, photoId: `photo-${faceId}`, personId: null, fixed: false, forbidden: [], quality });
    const ann = ['a-1', 'a-2', 'a-3', 'a-4'].map((id) => face(id));
    // One photo of Ann twice: a small old print (asks more for its size) and a clear scan of it.
    const [print, scan] = [face('x-1', { pixels: 40, sharpness: null, yaw: null, pitch: null }), face('x-2')];
    const likeness: FaceLikeness[] = [
      ...ann.flatMap((a, i) => ann.slice(i + 1).map((b) => ({ a: a.faceId, b: b.faceId, similarity: SAME_PERSON + 0.05 }))),
      { a: print.faceId, b: scan.faceId, similarity: 0.995 },
      // The print alone is not enough (0.03 above the mark, less than the 0.04 its size asks); the scan is.
      ...ann.map((a) => ({ a: print.faceId, b: a.faceId, similarity: SAME_PERSON + 0.03 })),
      ...ann.map((a) => ({ a: scan.faceId, b: a.faceId, similarity: SAME_PERSON + 0.03 })),
    ];
    const personOf = regroupFaces({ faces: [...ann, print, scan], likeness, named: new Set() });
    expect(personOf.get('x-1')).toBe(personOf.get('a-1'));
    expect(personOf.get('x-2')).toBe(personOf.get('a-1'));
    expect(personOf.get('a-1')).not.toBeNull();
  });

  it("never starts a copy of a picture in the group of a person its date rules out (a print of the father, a copy dated after his death)", () => {
    const picture: RegroupFace = { faceId: 'a-print', photoId: 'p1', personId: 'karl', fixed: false, forbidden: [] };
    const copy: RegroupFace = { faceId: 'b-copy', photoId: 'p2', personId: null, fixed: false, forbidden: ['karl'] };
    const personOf = regroupFaces({ faces: [picture, copy], likeness: [{ a: 'a-print', b: 'b-copy', similarity: 0.995 }], named: new Set(['karl']) });
    expect(personOf.get('a-print')).toBe('karl');
    expect(personOf.get('b-copy')).toBeNull();
  });

  it("never starts a copy of a picture in the group of another named person (the same photo uploaded by two members who named him differently)", () => {
    // Alice named her group of him 'Barack Obama', Dave (who joined) his 'Grandpa Barry'; both have
    // one picture of his, uploaded by each, and another of their own.
    const faces: RegroupFace[] = [
      { faceId: 'a-1', photoId: 'alice-same', personId: 'obama', fixed: false, forbidden: [] },
      { faceId: 'a-2', photoId: 'alice-own', personId: 'obama', fixed: false, forbidden: [] },
      { faceId: 'd-1', photoId: 'dave-same', personId: 'barry', fixed: false, forbidden: [] },
      { faceId: 'd-2', photoId: 'dave-own', personId: 'barry', fixed: false, forbidden: [] },
    ];
    const likeness: FaceLikeness[] = [
      { a: 'a-1', b: 'd-1', similarity: 0.999 },
      { a: 'a-1', b: 'a-2', similarity: 0.93 },
      { a: 'd-1', b: 'd-2', similarity: 0.93 },
      { a: 'a-2', b: 'd-2', similarity: 0.92 },
      { a: 'a-1', b: 'd-2', similarity: 0.92 },
      { a: 'a-2', b: 'd-1', similarity: 0.92 },
    ];
    const personOf = regroupFaces({ faces, likeness, named: new Set(['obama', 'barry']) });
    expect(Object.fromEntries(personOf)).toEqual({ 'a-1': 'obama', 'a-2': 'obama', 'd-1': 'barry', 'd-2': 'barry' });
    // Nor when one of them is the family's own placing: still two people, each with their face.
    const placed = regroupFaces({ faces: faces.map((face) => (face.faceId === 'a-1' ? face : { ...face, fixed: face.faceId === 'd-1' })), likeness, named: new Set(['obama', 'barry']) });
    expect(Object.fromEntries(placed)).toEqual({ 'a-1': 'obama', 'a-2': 'obama', 'd-1': 'barry', 'd-2': 'barry' });
    // Nor through a third copy nobody named, which both would start with.
    const third: RegroupFace = { faceId: '0-copy', photoId: 'carol-same', personId: null, fixed: false, forbidden: [] };
    const throughACopy = regroupFaces({
      faces: [third, ...faces],
      likeness: [...likeness, { a: '0-copy', b: 'a-1', similarity: 0.999 }, { a: '0-copy', b: 'd-1', similarity: 0.999 }],
      named: new Set(['obama', 'barry']),
    });
    expect(throughACopy.get('d-1')).toBe('barry');
    expect(throughACopy.get('a-1')).toBe('obama');
  });

  it('asks more of weak faces: a small face alike enough for a clear one is left alone', () => {
    const { identity, faces } = family(6);
    const ann = identity();
    const annFaces = faces('ann', ann, 4);
    const probe = (quality: RegroupFace['quality']) => freeFace('probe', 'ann', annFaces[0]!.embedding, { quality });
    const likeness = (face: SyntheticFace): FaceLikeness[] => [...likenessOf(annFaces), ...annFaces.map((other) => ({ a: face.face.faceId, b: other.face.faceId, similarity: SAME_PERSON + 0.02 }))];
    const clear = probe({ pixels: 200, sharpness: 0.9, yaw: 0, pitch: 0 });
    const small = probe({ pixels: 40, sharpness: 0.9, yaw: 0, pitch: 0 });
    expect(regroup([...annFaces, clear], likeness(clear)).get('probe')).not.toBeNull();
    expect(regroup([...annFaces, small], likeness(small)).get('probe')).toBeNull();
  });

  it('merges two unnamed groups of one person and splits a group that drifted, keeping the ids it can', () => {
    const { identity, faces } = family(7);
    const [ann, bea] = [identity(), identity()];
    const annFaces = faces('ann', ann, 6).map((face, i) => ({ ...face, face: { ...face.face, personId: i < 3 ? 'u1' : 'u2' } }));
    // u3 took Bea's faces and, by a bad match, one of Ann's.
    const beaFaces = faces('bea', bea, 4).map((face) => ({ ...face, face: { ...face.face, personId: 'u3' } }));
    annFaces[5]!.face.personId = 'u3';
    const personOf = regroup([...annFaces, ...beaFaces]);
    expect(new Set(annFaces.map((face) => personOf.get(face.face.faceId)))).toEqual(new Set(['u1']));
    expect(new Set(beaFaces.map((face) => personOf.get(face.face.faceId)))).toEqual(new Set(['u3']));
  });

  it('never moves a face the family placed, never joins two named people, never joins a person a face is not', () => {
    const { identity, faces } = family(8);
    const ann = identity();
    const annFaces = faces('ann', ann, 6);
    // The family linked ann-00 to Ann and ann-01 to 'Anne' (a second named person), and said ann-02 is not Ann.
    annFaces[0]!.face = { ...annFaces[0]!.face, personId: 'Ann', fixed: true };
    annFaces[1]!.face = { ...annFaces[1]!.face, personId: 'Anne', fixed: true };
    annFaces[2]!.face = { ...annFaces[2]!.face, personId: null, fixed: true, forbidden: ['Ann'] };
    annFaces[3]!.face = { ...annFaces[3]!.face, forbidden: ['Ann'] };
    const personOf = regroup(annFaces, likenessOf(annFaces), new Set(['Ann', 'Anne']));
    expect(personOf.get('ann-00')).toBe('Ann');
    expect(personOf.get('ann-01')).toBe('Anne');
    expect(personOf.get('ann-02')).toBeNull();
    expect(personOf.get('ann-03')).not.toBe('Ann');
    for (const face of annFaces.slice(3)) expect(personOf.get(face.face.faceId)).not.toBeNull();
  });

  it('never puts two faces of one photo in one group', () => {
    const { identity, faces } = family(9);
    const annFaces = faces('ann', identity(), 4);
    annFaces[1]!.face.photoId = annFaces[0]!.face.photoId;
    const personOf = regroup(annFaces);
    expect(personOf.get('ann-00') !== null && personOf.get('ann-00') === personOf.get('ann-01')).toBe(false);
  });

  it('names a group no unnamed person holds after its first face', () => {
    const { identity, faces } = family(10);
    const personOf = regroup(faces('ann', identity(), 3));
    expect(personOf.get('ann-00')).toBe(`${NEW_GROUP_PREFIX}ann-00`);
  });
});

describe('regrouping under the tree’s rules, as incremental grouping applies them', () => {
  const dated = (face: SyntheticFace, personId: string, photoYear: number | null): SyntheticFace => ({ ...face, face: { ...face.face, personId, photoYear } });

  it('never merges two unnamed groups of look-alikes when one group’s trusted dates fall long after the other person’s death', () => {
    const { identity, faces } = family(11);
    const karl = identity();
    // One man's faces, split between two unnamed people; the tree dates the first one's death.
    const before = faces('karl', karl, 4).map((face) => dated(face, 'u-old', null));
    const after = faces('karl', karl, 4, 4).map((face) => dated(face, 'u-new', 1972));
    const all = [...before, ...after];
    const run = (spans: Map<string, LifeSpan>) => regroupFaces({ faces: all.map((face) => face.face), likeness: likenessOf(all), named: new Set(), spans });
    // Alike enough to merge when the tree says nothing ...
    const free = run(new Map());
    expect(new Set(all.map((face) => free.get(face.face.faceId))).size).toBe(1);
    // ... kept apart once it says the first one died in 1950, whoever the merged group would become.
    const kept = run(new Map([['u-old', { born: 1900, died: 1950 }]]));
    expect(new Set(before.map((face) => kept.get(face.face.faceId)))).toEqual(new Set(['u-old']));
    for (const face of after) expect(kept.get(face.face.faceId)).not.toBe('u-old');
    expect(pairScores(before, kept).sameFound).toBe(pairScores(before, kept).same);
  });

  it('never joins a face to a named person its trusted photo date rules out, nor starts a copy dated after his death in his group', () => {
    const { identity, faces } = family(12);
    const karl = identity();
    const his = faces('karl', karl, 5).map((face) => dated(face, 'karl', 1930));
    const later = dated(freeFace('later', 'karl', his[0]!.embedding.map((value) => value + 1e-5)), '', 1972);
    later.face.personId = null;
    const all = [...his, later];
    const personOf = regroupFaces({ faces: all.map((face) => face.face), likeness: likenessOf(all), named: new Set(['karl']), spans: new Map([['karl', { born: 1900, died: 1950 }]]) });
    expect(personOf.get('later')).toBeNull();
    for (const face of his) expect(personOf.get(face.face.faceId)).toBe('karl');
  });

  /**
   * Ada, born 1940, linked by the family: four adult photos and two of her as a child, unlike each
   * other. A new childhood photo of 1948 is like her two childhood photos, not like her as a whole.
   */
  function adaAsAChild(options: { probeYear: number | null; sister?: { born: number } }) {
    const adaFace = (faceId: string, photoYear: number): RegroupFace => ({ faceId, photoId: `p-${faceId}`, personId: 'ada', fixed: true, forbidden: [], photoYear });
    const ada = [adaFace('ada-child-1', 1946), adaFace('ada-child-2', 1947), ...[1980, 1985, 1990, 1995].map((year, i) => adaFace(`ada-adult-${i}`, year))];
    const probe: RegroupFace = { faceId: 'probe', photoId: 'p-probe', personId: null, fixed: false, forbidden: [], photoYear: options.probeYear };
    const likeness: FaceLikeness[] = [];
    for (const [i, a] of ada.entries()) for (const b of ada.slice(i + 1)) likeness.push({ a: a.faceId, b: b.faceId, similarity: a.faceId.slice(0, 9) === b.faceId.slice(0, 9) ? 0.9 : 0.75 });
    likeness.push({ a: 'probe', b: 'ada-child-1', similarity: SAME_PERSON + 0.04 }, { a: 'probe', b: 'ada-child-2', similarity: SAME_PERSON + 0.04 });
    const spans = new Map<string, LifeSpan>([['ada', { born: 1940, died: null }]]);
    const faces = [...ada, probe];
    if (options.sister) {
      // Her sister's own three photos: the probe is like one of them, not like her as a whole.
      const bea = [1, 2, 3].map((n): RegroupFace => ({ faceId: `bea-${n}`, photoId: `p-bea-${n}`, personId: 'bea', fixed: true, forbidden: [], photoYear: 1950 }));
      faces.push(...bea);
      likeness.push({ a: 'probe', b: 'bea-1', similarity: SAME_PERSON + 0.01 }, { a: 'bea-1', b: 'bea-2', similarity: 0.9 }, { a: 'bea-1', b: 'bea-3', similarity: 0.9 }, { a: 'bea-2', b: 'bea-3', similarity: 0.9 });
      spans.set('bea', { born: options.sister.born, died: null });
    }
    return regroupFaces({ faces, likeness, named: new Set(['ada', 'bea']), spans }).get('probe');
  }

  it('keeps a childhood face with the person it fits through her faces of that age (the same-age rule), as grouping does', () => {
    // Measured against her as a whole (her best three faces, one of them an adult's), it does not fit.
    expect(supportOf([SAME_PERSON + 0.04, SAME_PERSON + 0.04].map((similarity) => excessOf(similarity, 0, 0)), 6, 0)).toBeLessThan(0);
    expect(adaAsAChild({ probeYear: 1948 })).toBe('ada');
    // A photo whose date is not worth trusting says nothing of its age.
    expect(adaAsAChild({ probeYear: null })).toBeNull();
  });

  it('never joins a face by the same-age rule when it is also like a sibling of similar age', () => {
    expect(adaAsAChild({ probeYear: 1948, sister: { born: 1943 } })).toBeNull();
    // An aunt born 25 years earlier is no rival for a child's face.
    expect(adaAsAChild({ probeYear: 1948, sister: { born: 1915 } })).toBe('ada');
  });
});

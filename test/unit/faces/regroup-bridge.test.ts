import { describe, expect, it } from 'vitest';
import { SAME_PERSON } from '../../../lambdas/domain/faces/match-rules';
import { regroupFaces, type FaceLikeness, type RegroupFace } from '../../../lambdas/domain/faces/regroup';

/**
 * One person's photos in two looks (say, colour prints and grey scans of worse copies) that are not
 * alike each other, and a group of photos like both: the regroup makes them one person as a whole,
 * while the rules still leave a face between two people with neither.
 */
const face = (faceId: string): RegroupFace => ({ faceId, photoId: `photo-${faceId}`, personId: null, fixed: false, forbidden: [] });
const ids = (look: string, count: number) => Array.from({ length: count }, (_, i) => `${look}-${i}`);

function alike(groupA: readonly string[], groupB: readonly string[], similarity: number): FaceLikeness[] {
  return groupA.flatMap((a) => groupB.filter((b) => b !== a && a < b).map((b) => ({ a, b, similarity })));
}

/** Each look alike within itself; the bridge like each look as a whole; the looks not alike each other (no search returns the pair). */
function twoLooksLikeness(first: readonly string[], second: readonly string[], bridge: readonly string[]): FaceLikeness[] {
  return [
    ...alike(first, first, 0.92),
    ...alike(second, second, 0.92),
    ...alike(bridge, bridge, 0.92),
    ...bridge.flatMap((b) => [...first.map((a) => ({ a: b, b: a, similarity: SAME_PERSON + 0.09 })), ...second.map((a) => ({ a: b, b: a, similarity: SAME_PERSON + 0.08 }))]),
  ];
}

function twoLooks(bridgeSize: number) {
  const [first, second, bridge] = [ids('first', 4), ids('second', 3), ids('bridge', bridgeSize)];
  const likeness = twoLooksLikeness(first, second, bridge);
  const faces = [...first, ...second, ...bridge].map(face);
  return { first, second, bridge, personOf: regroupFaces({ faces, likeness, named: new Set() }) };
}

describe('regrouping one person seen in two looks', () => {
  it('makes one person of two looks that a group of photos like both ties together', () => {
    const { first, second, bridge, personOf } = twoLooks(3);
    const people = new Set([...first, ...second, ...bridge].map((id) => personOf.get(id)));
    expect(people.size).toBe(1);
    expect([...people][0]).not.toBeNull();
  });

  it('leaves one or two photos like both looks with neither: that is a face between two people, not a bridge', () => {
    for (const size of [1, 2]) {
      const { first, second, bridge, personOf } = twoLooks(size);
      expect(personOf.get(first[0]!)).not.toBe(personOf.get(second[0]!));
      for (const id of bridge) expect([personOf.get(first[0]!), personOf.get(second[0]!)]).not.toContain(personOf.get(id));
    }
  });

  it('never ties two named people together, however like both a group is', () => {
    const { first, second, bridge } = twoLooks(3);
    const faces = [...first.map((id) => ({ ...face(id), personId: 'ann' })), ...second.map((id) => ({ ...face(id), personId: 'bea' })), ...bridge.map(face)];
    const likeness = twoLooksLikeness(first, second, bridge);
    const personOf = regroupFaces({ faces, likeness, named: new Set(['ann', 'bea']) });
    for (const id of first) expect(personOf.get(id)).toBe('ann');
    for (const id of second) expect(personOf.get(id)).toBe('bea');
    for (const id of bridge) expect(['ann', 'bea']).not.toContain(personOf.get(id));
  });
});

describe('regrouping a group whose own photo came again as a worse copy', () => {
  it('joins the person it fits as a whole, though the copy is a little more like it than that person is', () => {
    // Bea's five photos; a group of three more of hers, a little less like them; a small, soft copy of one of
    // the three (less than the same picture), more like the three than they are like her other photos.
    const [bea, three] = [ids('bea', 5), ids('three', 3)];
    const copy: RegroupFace = { ...face('copy'), quality: { pixels: 40, sharpness: 0.9, yaw: 0, pitch: 0 } };
    const likeness = [
      ...alike(bea, bea, 0.92),
      ...alike(three, three, 0.92),
      ...three.flatMap((a) => bea.map((b) => ({ a, b, similarity: SAME_PERSON + 0.085 }))),
      ...three.map((a) => ({ a, b: 'copy', similarity: 0.93 })),
    ];
    const personOf = regroupFaces({ faces: [...bea, ...three].map(face).concat(copy), likeness, named: new Set() });
    expect(new Set([...bea, ...three].map((id) => personOf.get(id))).size).toBe(1);
    expect(personOf.get('bea-0')).not.toBeNull();
  });
});

describe('regrouping a group like a worse copy of its photo and like a look of its own', () => {
  it('takes the copy in: the copy is more like it than the other look is, so it is not a face between two people', () => {
    // Kit's five photos; a small, soft copy of one of them, more like them than anything; three
    // masked photos of his, less like the five and unlike the copy (the mask hides what the copy
    // shows); and a turned face of his, like the five a little less again and like nothing else.
    const [kit, masked] = [ids('kit', 5), ids('masked', 3)];
    const copy: RegroupFace = { ...face('copy'), quality: { pixels: 40, sharpness: 0.15, yaw: 0, pitch: 0 } };
    const likeness = [
      ...alike(kit, kit, 0.92),
      ...alike(masked, masked, 0.92),
      ...kit.map((a) => ({ a, b: 'copy', similarity: SAME_PERSON + 0.16 })),
      ...masked.flatMap((a) => kit.map((b) => ({ a, b, similarity: SAME_PERSON + 0.105 }))),
      ...kit.map((a) => ({ a, b: 'turned', similarity: SAME_PERSON + 0.095 })),
    ];
    const personOf = regroupFaces({ faces: [...kit, ...masked, 'turned'].map(face).concat(copy), likeness, named: new Set() });
    expect(personOf.get('kit-0')).not.toBeNull();
    expect(personOf.get('copy')).toBe(personOf.get('kit-0'));
  });
});

describe('regrouping a look of one person beside a lone face of his', () => {
  // Kit's five photos; three masked photos of his, like the five as a whole; and a lone face of his,
  // nearly as like the five as the masked ones are, unlike the masks (the mask hides what it shows).
  function kitWithLoneFace(lone: RegroupFace, similarityToKit: number) {
    const [kit, masked] = [ids('kit', 5), ids('masked', 3)];
    const likeness = [
      ...alike(kit, kit, 0.92),
      ...alike(masked, masked, 0.92),
      ...masked.flatMap((a) => kit.map((b) => ({ a, b, similarity: SAME_PERSON + 0.105 }))),
      ...kit.map((a) => ({ a, b: lone.faceId, similarity: similarityToKit })),
    ];
    return regroupFaces({ faces: [...[...kit, ...masked].map(face), lone], likeness, named: new Set() });
  }

  it('joins the look to him when the lone face is one the model sees poorly (turned): its likeness is too unsure to keep them apart', () => {
    // Turned 40 degrees: it asks 0.02 more likeness of each match, so it is as like Kit as the masks are (0.10 against 0.105).
    const turned: RegroupFace = { ...face('turned'), quality: { pixels: 120, sharpness: 0.9, yaw: 40, pitch: 0 } };
    const personOf = kitWithLoneFace(turned, SAME_PERSON + 0.12);
    expect(personOf.get('kit-0')).not.toBeNull();
    for (const id of ids('masked', 3)) expect(personOf.get(id)).toBe(personOf.get('kit-0'));
  });

  it('still keeps the look apart when the lone face is clear: a group between two unlike others joins neither', () => {
    const personOf = kitWithLoneFace(face('clear'), SAME_PERSON + 0.1);
    expect(personOf.get('kit-0')).not.toBeNull();
    expect(personOf.get('masked-0')).not.toBe(personOf.get('kit-0'));
  });
});

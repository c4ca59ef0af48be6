import { describe, expect, it } from 'vitest';
import type { FaceDeps, FacePerson } from '../../../lambdas/domain/faces/deps';
import { groupNewFaces } from '../../../lambdas/domain/faces/grouping';
import { datesAllow, type LifeSpan } from '../../../lambdas/domain/faces/life-span';
import { recognitionIdOf, type FaceRecord, type UnnamedPersonRecord } from '../../../lambdas/domain/faces/records';
import { faceOrderKey } from '../../../lambdas/domain/faces/merged-photo-pages';
import type { FaceMatch } from '../../../lambdas/ports/faces';

describe('life dates', () => {
  it('keeps a photo away from someone not yet born, or dead more than five years', () => {
    const span: LifeSpan = { born: 1950, died: 2000 };
    expect(datesAllow(1949, span)).toBe(false);
    expect(datesAllow(1950, span)).toBe(true);
    expect(datesAllow(2005, span)).toBe(true);
    expect(datesAllow(2006, span)).toBe(false);
    expect(datesAllow(null, span)).toBe(true);
    expect(datesAllow(1800, { born: null, died: null })).toBe(true);
  });
});

/** The grouping rules over an in-memory face store and a recognition stand-in that answers set matches. */
function world(options: { matches: Record<string, FaceMatch[]>; people?: Record<string, Partial<FacePerson>>; spans?: Record<string, LifeSpan> }) {
  const faces = new Map<string, FaceRecord>();
  const unnamed: UnnamedPersonRecord[] = [];
  const people = new Map(Object.entries(options.people ?? {}).map(([id, person]) => [id, { id, name: id, sex: '', person_thumbnail_url: null, named: true, thumbnail: null, ...person }]));
  let created = 0;
  const searched: string[] = [];
  /** Photos in a trash: the tests put them there and take them back. */
  const trashed = new Set<string>();
  const deps = {
    faces: {
      getFaces: async (_owner: string, ids: readonly string[]) => ids.flatMap((id) => (faces.has(id) ? [faces.get(id)!] : [])),
      getFacesByRecognitionId: async (_owner: string, ids: readonly string[]) => [...faces.values()].filter((record) => ids.includes(recognitionIdOf(record) ?? '')),
      facesOfPerson: async (_owner: string, personId: string, options: { limit: number }) => ({ items: [...faces.values()].filter((record) => record.personId === personId).slice(0, options.limit), cursor: null }),
      // As the index keeps them: by photo date, newest first, strictly below `below`.
      facesOfPersonBelow: async (_owner: string, personId: string, below: string | null, limit: number) => {
        const kept = [...faces.values()]
          .filter((record) => record.personId === personId && (below === null || faceOrderKey(record) < below))
          .sort((a, b) => (faceOrderKey(a) < faceOrderKey(b) ? 1 : -1));
        return { faces: kept.slice(0, limit), more: kept.length > limit };
      },
      putFaces: async (records: readonly FaceRecord[]) => records.forEach((record) => faces.set(record.faceId, record)),
      putUnnamed: async (record: UnnamedPersonRecord) => void unnamed.push(record),
    },
    photos: { livePhotoIds: async (ids: readonly string[]) => new Set(ids.filter((id) => !trashed.has(id))) },
    recognition: {
      searchFaces: async (_c: string, faceId: string) => {
        searched.push(faceId);
        return options.matches[faceId] ?? [];
      },
    },
    people: {
      getPeople: async (_t: string, ids: readonly string[]) => new Map(ids.flatMap((id) => (people.has(id) ? [[id, people.get(id)!] as const] : []))),
      lifeSpans: async (_t: string, ids: readonly string[]) => new Map(ids.map((id) => [id, options.spans?.[id] ?? { born: null, died: null }])),
      createUnnamed: async () => {
        const id = `unnamed-${++created}`;
        people.set(id, { id, name: '', sex: '', person_thumbnail_url: null, named: false, thumbnail: null });
        return id;
      },
      useThumbnailIfNone: async () => undefined,
    },
    collectionFor: (owner: string) => owner,
    now: () => 1,
  } as unknown as FaceDeps;
  const face = (faceId: string, fields: Partial<FaceRecord> = {}): FaceRecord => {
    const record: FaceRecord = {
      ownerId: 'o',
      faceId,
      photoId: `photo-${faceId}`,
      personId: null,
      box: { left: 0, top: 0, width: 0.1, height: 0.1 },
      genderHint: null,
      confidence: 1,
      thumbKey: 'k',
      photoDateSort: '',
      rejectedPersonIds: [],
      keptApartFrom: [],
      createdAt: 0,
      updatedAt: 0,
      ...fields,
    };
    faces.set(faceId, record);
    return record;
  };
  return { deps, faces, unnamed, face, searched, trashed };
}

describe('grouping new faces', () => {
  it('joins the most alike person', async () => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.82 }, { faceId: 'b', similarity: 0.9 }] }, people: { ann: {}, bea: {} } });
    face('a', { personId: 'ann' });
    face('b', { personId: 'bea' });
    await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(faces.get('n')!.personId).toBe('bea');
  });

  it("never joins a person the family said the face is not, nor one whose dates rule the photo out (and says why)", async () => {
    const { deps, faces, face } = world({
      matches: { n: [{ faceId: 'a', similarity: 0.95 }, { faceId: 'b', similarity: 0.9 }, { faceId: 'c', similarity: 0.85 }] },
      people: { ann: {}, bea: {}, cal: {} },
      spans: { bea: { born: 1990, died: null } },
    });
    face('a', { personId: 'ann' });
    face('b', { personId: 'bea' });
    face('c', { personId: 'cal' });
    await groupNewFaces(deps, 'o', 'o', [face('n', { rejectedPersonIds: ['ann'], photoDateSort: '11975-01-01', photoDateQuality: 'camera' })], null);
    expect(faces.get('n')).toMatchObject({ personId: 'cal', keptApartFrom: ['bea'] });
  });

  it.each([
    ['a scanner or file time', 'scan_or_file' as const],
    ['a date of unknown worth (a face found before the quality was kept)', undefined],
  ])('never keeps a face apart on %s: the dead relative keeps his own re-scanned photo', async (_what, photoDateQuality) => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.95 }] }, people: { grandpa: {} }, spans: { grandpa: { born: 1900, died: 1950 } } });
    face('a', { personId: 'grandpa' });
    await groupNewFaces(deps, 'o', 'o', [face('n', { photoDateSort: '12021-03-04', photoDateQuality })], null);
    expect(faces.get('n')).toMatchObject({ personId: 'grandpa', keptApartFrom: [] });
  });

  it('keeps a face apart on a date the family typed, as on a camera time', async () => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.95 }] }, people: { grandpa: {} }, spans: { grandpa: { born: 1900, died: 1950 } } });
    face('a', { personId: 'grandpa' });
    await groupNewFaces(deps, 'o', 'o', [face('n', { photoDateSort: '11972-01-01', photoDateQuality: 'family' })], null);
    expect(faces.get('n')).toMatchObject({ personId: null, keptApartFrom: ['grandpa'] });
  });

  describe('ages from the tree', () => {
    /** Ada, born 1940: four adult photos unlike the child she was, two childhood photos; a new childhood photo of 1948. */
    const adaWorld = (probeQuality: FaceRecord['photoDateQuality'], sister?: { born: number }) => {
      const adult = ['a1', 'a2', 'a3', 'a4'].map((faceId) => ({ faceId, similarity: 0.72 }));
      const child = ['c1', 'c2'].map((faceId) => ({ faceId, similarity: 0.83 }));
      const sisterMatch = sister ? [{ faceId: 's1', similarity: 0.81 }] : [];
      const spans: Record<string, LifeSpan> = { ada: { born: 1940, died: null }, ...(sister ? { bea: { born: sister.born, died: null } } : {}) };
      const w = world({ matches: { n: [...child, ...adult, ...sisterMatch] }, people: { ada: {}, bea: {} }, spans });
      for (const [i, id] of ['a1', 'a2', 'a3', 'a4'].entries()) w.face(id, { personId: 'ada', photoDateSort: `1198${i}-01-01`, photoDateQuality: 'camera' });
      w.face('c1', { personId: 'ada', photoDateSort: '11946-01-01', photoDateQuality: 'camera' });
      w.face('c2', { personId: 'ada', photoDateSort: '11947-01-01', photoDateQuality: 'family' });
      // Bea has three faces; the new face is like one of them only.
      for (const id of ['s1', 's2', 's3']) w.face(id, { personId: 'bea', photoDateSort: '11947-06-01', photoDateQuality: 'camera' });
      return { ...w, probe: w.face('n', { photoDateSort: '11948-01-01', photoDateQuality: probeQuality }) };
    };

    it("a child's face joins the person through their faces of the same age, though unlike them as a whole", async () => {
      const { deps, faces, probe } = adaWorld('camera');
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBe('ada');
    });

    it('counts their faces of that age the search did not return, at the floor, as the whole-person rule does', async () => {
      const { deps, faces, face, probe } = adaWorld('camera');
      // A third childhood photo, unlike the new face (the search left it out): two of three is not enough.
      face('c3', { personId: 'ada', photoDateSort: '11945-06-01', photoDateQuality: 'camera' });
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBeNull();
    });

    it('but not faces outside the age window, nor of dates not worth trusting', async () => {
      const { deps, faces, face, probe } = adaWorld('camera');
      face('c3', { personId: 'ada', photoDateSort: '11944-12-01', photoDateQuality: 'camera' });
      face('c4', { personId: 'ada', photoDateSort: '11946-06-01', photoDateQuality: 'scan_or_file' });
      face('c5', { personId: 'ada', photoDateSort: '11952-01-01', photoDateQuality: 'camera' });
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBe('ada');
    });

    it('not on a date not worth trusting: a scan time says nothing of the age in the photo', async () => {
      const { deps, faces, probe } = adaWorld('scan_or_file');
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBeNull();
    });

    it('never through a sister of about the same age the face is also like: siblings are not merged by the age rule', async () => {
      const { deps, faces, probe } = adaWorld('camera', { born: 1943 });
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBeNull();
    });

    it('a relative of another generation the face is also like does not stop it', async () => {
      const { deps, faces, probe } = adaWorld('camera', { born: 1915 });
      await groupNewFaces(deps, 'o', 'o', [probe], null);
      expect(faces.get('n')!.personId).toBe('ada');
    });
  });

  it('never puts two faces of one photo in the same person', async () => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.9 }] }, people: { ann: {} } });
    face('a', { personId: 'ann', photoId: 'same' });
    await groupNewFaces(deps, 'o', 'o', [face('n', { photoId: 'same' })], null);
    expect(faces.get('n')!.personId).toBeNull();
  });

  it('makes an unnamed person of faces that match each other but nobody named, one face a photo', async () => {
    const { deps, faces, unnamed, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.9 }, { faceId: 'b', similarity: 0.85 }] } });
    face('a', { photoId: 'p1' });
    face('b', { photoId: 'p1' });
    const outcome = await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(outcome.newUnnamed).toEqual(['unnamed-1']);
    expect([faces.get('n')!.personId, faces.get('a')!.personId, faces.get('b')!.personId]).toEqual(['unnamed-1', 'unnamed-1', null]);
    expect(unnamed).toMatchObject([{ personId: 'unnamed-1', faceId: 'n', announced: false }]);
  });

  it("never matches a face on a photo in the trash: a person whose only photo is there is not offered, until it is restored", async () => {
    const { deps, faces, face, trashed } = world({ matches: { n: [{ faceId: 'a', similarity: 0.9 }], m: [{ faceId: 'a', similarity: 0.9 }] }, people: { ann: {} } });
    face('a', { personId: 'ann', photoId: 'ann-photo' });
    trashed.add('ann-photo');
    const outcome = await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(outcome).toEqual({ assigned: 0, newUnnamed: [] });
    expect(faces.get('n')!.personId).toBeNull();
    // Its likeness is kept all the same: the family-wide regrouping finds it once the photo is back.
    expect(faces.get('n')!.likeness).toEqual([{ faceId: 'a', similarity: 0.9 }]);
    trashed.delete('ann-photo');
    await groupNewFaces(deps, 'o', 'o', [face('m')], null);
    expect(faces.get('m')!.personId).toBe('ann');
  });

  it('makes no new person with an unassigned face on a photo in the trash', async () => {
    const { deps, faces, unnamed, face, trashed } = world({ matches: { n: [{ faceId: 'a', similarity: 0.9 }] } });
    face('a', { photoId: 'p1' });
    trashed.add('p1');
    const outcome = await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(outcome.newUnnamed).toEqual([]);
    expect([faces.get('n')!.personId, faces.get('a')!.personId]).toEqual([null, null]);
    expect(unnamed).toEqual([]);
  });

  it('matches faces moved into a family collection by the ids that collection gave them', async () => {
    // 'a' and 'n' moved into a Rekognition collection of the family, which knows them as r-a and r-n.
    const { deps, faces, face, searched } = world({ matches: { 'r-n': [{ faceId: 'r-a', similarity: 0.9 }] }, people: { ann: {} } });
    face('a', { personId: 'ann', recognitionId: 'r-a' });
    await groupNewFaces(deps, 'o', 'o', [face('n', { recognitionId: 'r-n' }), face('lost', { recognitionId: null })], null);
    expect(faces.get('n')!.personId).toBe('ann');
    // A face the collection did not find again is not searched for.
    expect(searched).toEqual(['r-n']);
  });

  it('offers two people as one when a new face is like both and one is a group nobody named; two named people are not offered', async () => {
    const { deps, faces, face } = world({
      matches: { n: [{ faceId: 'a', similarity: 0.85 }, { faceId: 'b', similarity: 0.9 }], m: [{ faceId: 'a', similarity: 0.85 }, { faceId: 'c', similarity: 0.95 }] },
      people: { ann: {}, group: { named: false }, cal: {} },
    });
    const offered: Array<readonly [string, string]> = [];
    (deps as { suggestSamePerson?: FaceDeps['suggestSamePerson'] }).suggestSamePerson = async (_tree, pair) => void offered.push(pair);
    face('a', { personId: 'ann' });
    face('b', { personId: 'group' });
    face('c', { personId: 'cal' });
    await groupNewFaces(deps, 'o', 'o', [face('n'), face('m')], null);
    expect(faces.get('n')!.personId).toBe('group');
    expect(offered).toEqual([['group', 'ann']]);
  });

  it('does not let one outlying face of a person pull a stranger in: the face must fit the person as a whole', async () => {
    // Like one of Ann's three faces only (the others did not come back from the search).
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a1', similarity: 0.95 }] }, people: { ann: {} } });
    for (const id of ['a1', 'a2', 'a3']) face(id, { personId: 'ann' });
    await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(faces.get('n')!.personId).toBeNull();
  });

  it('joins a person the face fits as a whole, through several of their faces', async () => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a1', similarity: 0.86 }, { faceId: 'a2', similarity: 0.83 }, { faceId: 'a3', similarity: 0.81 }] }, people: { ann: {} } });
    for (const id of ['a1', 'a2', 'a3', 'a4']) face(id, { personId: 'ann' });
    await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(faces.get('n')!.personId).toBe('ann');
  });

  it('leaves a face that fits two sisters nearly as well with neither', async () => {
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.86 }, { faceId: 'b', similarity: 0.85 }] }, people: { ann: {}, bea: {} } });
    face('a', { personId: 'ann' });
    face('b', { personId: 'bea' });
    await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(faces.get('n')!.personId).toBeNull();
  });

  it('asks more of a small face than of a clear one', async () => {
    const clear = { pixels: 200, sharpness: 0.9, yaw: 0, pitch: 0 };
    for (const [quality, expected] of [[clear, 'ann'], [{ ...clear, pixels: 40 }, null]] as const) {
      const { deps, faces, face } = world({ matches: { n: [{ faceId: 'a', similarity: 0.82 }] }, people: { ann: {} } });
      face('a', { personId: 'ann', quality: clear });
      await groupNewFaces(deps, 'o', 'o', [face('n', { quality })], null);
      expect(faces.get('n')!.personId).toBe(expected);
    }
  });

  it('makes a new person only of look-alikes that are alike each other too, not a chain', async () => {
    // u1 and u2 are both like n, but not like each other: n goes with the closer one only.
    const { deps, faces, face } = world({ matches: { n: [{ faceId: 'u1', similarity: 0.9 }, { faceId: 'u2', similarity: 0.86 }], u1: [{ faceId: 'n', similarity: 0.9 }], u2: [{ faceId: 'n', similarity: 0.86 }] } });
    face('u1');
    face('u2');
    const outcome = await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(outcome.newUnnamed).toEqual(['unnamed-1']);
    expect([faces.get('n')!.personId, faces.get('u1')!.personId, faces.get('u2')!.personId]).toEqual(['unnamed-1', 'unnamed-1', null]);
  });

  it('leaves a face alone when nothing is alike', async () => {
    const { deps, faces, face } = world({ matches: {} });
    const outcome = await groupNewFaces(deps, 'o', 'o', [face('n')], null);
    expect(outcome).toEqual({ assigned: 0, newUnnamed: [] });
    expect(faces.get('n')!.personId).toBeNull();
  });
});

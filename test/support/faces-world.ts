/**
 * A family's faces in memory, for running the real grouping (grouping.ts, regroup-family.ts) over
 * real embeddings without the app around it: faces found once by the local model are added photo
 * by photo in any order, searched the way the local adapter searches (cosine onto the shared scale
 * with the model's sharedLikeness, or the calibration synthetic faces were drawn for), and grouped. Faces keep the ids they are given, so the groups of two
 * runs can be compared.
 */
import type { FaceDeps, FacePerson } from '../../lambdas/domain/faces/deps';
import { groupNewFaces } from '../../lambdas/domain/faces/grouping';
import { faceOrderKey } from '../../lambdas/domain/faces/merged-photo-pages';
import { regroupFamilyFaces, type RegroupOutcome } from '../../lambdas/domain/faces/regroup-family';
import type { FaceRecord, FaceScanRecord, UnnamedPersonRecord } from '../../lambdas/domain/faces/records';
import type { WaitingName } from '../../lambdas/domain/faces/waiting-names';
import { sharedLikeness } from '../../lambdas/adapters/local/model-face-recognition';
import type { FaceStore } from '../../lambdas/ports/face-store';
import type { FaceMatch, FaceQuality, FaceRecognition } from '../../lambdas/ports/faces';

export interface WorldFace {
  faceId: string;
  embedding: Float32Array;
  quality?: FaceQuality | null;
}

const OWNER = 'family';

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

export class FacesWorld {
  readonly records = new Map<string, FaceRecord>();
  private readonly embeddings = new Map<string, Float32Array>();
  private readonly unnamed = new Map<string, UnnamedPersonRecord>();
  private readonly waitingNames = new Map<string, WaitingName[]>();
  private readonly scans = new Map<string, FaceScanRecord>();
  private readonly people = new Map<string, FacePerson>();
  private created = 0;
  private regroupDue = { newFaces: 0, facesAtLastRegroup: 0 };
  private clock = 0;
  /** Photos in a trash (or deleted): their faces are not shown as someone to name. */
  readonly trashed = new Set<string>();
  /** Photos that moved in (arrive), the only ones getPhoto finds. */
  private readonly arrived = new Set<string>();
  readonly deps: FaceDeps;

  /** `likeness`: cosine onto the shared scale (the shipped model's by default). */
  constructor(likeness: (cosine: number) => number = sharedLikeness) {
    const records = this.records;
    const page = <T>(items: T[], options: { cursor?: string; limit: number }) => {
      const start = Number(options.cursor ?? 0);
      const next = start + options.limit;
      return { items: items.slice(start, next), cursor: next < items.length ? String(next) : null };
    };
    const store: FaceStore = {
      getFace: async (_owner, faceId) => records.get(faceId) ?? null,
      getFaces: async (_owner, ids) => ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : [])),
      getFacesByRecognitionId: async (_owner, ids) => ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : [])),
      facesOfPhoto: async (_owner, photoId) => [...records.values()].filter((face) => face.photoId === photoId),
      facesOfPhotos: async (_owner, photoIds) => [...records.values()].filter((face) => photoIds.includes(face.photoId)),
      facesOfPerson: async (_owner, personId, options) => page([...records.values()].filter((face) => face.personId === personId), options),
      facesOfPersonBelow: async (_owner, personId, below, limit) => {
        const faces = [...records.values()]
          .filter((face) => face.personId === personId && (below === null || faceOrderKey(face) < below))
          .sort((a, b) => (faceOrderKey(a) < faceOrderKey(b) ? 1 : -1));
        return { faces: faces.slice(0, limit), more: faces.length > limit };
      },
      facesOfLibrary: async (_owner, options) => page([...records.values()], options),
      putFaces: async (faces) => faces.forEach((face) => records.set(face.faceId, face)),
      setLikeness: async (_owner, faceId, likeness) => {
        const face = records.get(faceId);
        if (face) records.set(faceId, { ...face, likeness });
      },
      deleteFaces: async (_owner, ids) => ids.forEach((id) => records.delete(id)),
      getScan: async (_owner, photoId) => this.scans.get(photoId) ?? null,
      putScan: async (scan: FaceScanRecord) => void this.scans.set(scan.photoId, scan),
      deleteScan: async (_owner, photoId) => void this.scans.delete(photoId),
      // By library too: a family move carries them from one to another.
      putWaitingNames: async (owner, photoId, names) => void this.waitingNames.set(`${owner}|${photoId}`, [...names]),
      getWaitingNames: async (owner, photoId) => this.waitingNames.get(`${owner}|${photoId}`) ?? [],
      deleteWaitingNames: async (owner, photoId) => void this.waitingNames.delete(`${owner}|${photoId}`),
      noteNewFaces: async (_owner, count) => ({ ...this.regroupDue, newFaces: (this.regroupDue.newFaces += count) }),
      noteRegrouped: async (_owner, faces) => void (this.regroupDue = { newFaces: 0, facesAtLastRegroup: faces }),
      listUnnamed: async (_owner, options) => page([...this.unnamed.values()], options),
      getUnnamed: async (_owner, personId) => this.unnamed.get(personId) ?? null,
      putUnnamed: async (record) => void this.unnamed.set(record.personId, record),
      deleteUnnamed: async (_owner, personId) => void this.unnamed.delete(personId),
    };
    const recognition: FaceRecognition = {
      indexFaces: async () => [],
      searchFaces: async (_collection, faceId, options) => {
        const probe = this.embeddings.get(faceId);
        if (!probe) return [];
        const matches: FaceMatch[] = [];
        for (const [otherId, embedding] of this.embeddings) {
          if (otherId === faceId) continue;
          const similarity = likeness(cosine(probe, embedding));
          if (similarity >= options.minSimilarity) matches.push({ faceId: otherId, similarity });
        }
        return matches.sort((a, b) => b.similarity - a.similarity || (a.faceId < b.faceId ? -1 : 1)).slice(0, options.limit);
      },
      deleteFaces: async () => undefined,
      moveFaces: async () => new Map(),
      deleteCollection: async () => undefined,
    };
    this.deps = {
      faces: store,
      recognition,
      images: { read: async () => Buffer.alloc(0), putCrop: async () => undefined, deleteCrops: async () => undefined, link: async (key) => key },
      photos: {
        getPhoto: async (photoId) =>
          this.arrived.has(photoId) ? { photoId, ownerId: OWNER, uploaderId: 'joiner', imageType: 'photo', imageKey: '', dateSort: '', dateQuality: null, namedFaces: [] } : null,
        livePhotoIds: async (ids) => new Set(ids.filter((id) => !this.trashed.has(id))),
      },
      people: {
        getPeople: async (_tree, ids) => new Map(ids.flatMap((id) => (this.people.has(id) ? [[id, this.people.get(id)!] as const] : []))),
        lifeSpans: async (_tree, ids) => new Map(ids.map((id) => [id, { born: null, died: null }])),
        createUnnamed: async () => {
          const id = `unnamed-${++this.created}`;
          this.people.set(id, { id, name: '', sex: '', person_thumbnail_url: null, named: false, thumbnail: null } as FacePerson);
          return id;
        },
        // The tree person called that, or a new one (the real rule, with namesakes, is family/person-for-name.ts).
        personNamed: async (_tree, _author, name) => {
          const known = [...this.people.values()].find((person) => person.name === name);
          if (known) return known.id;
          const id = `named-${++this.created}`;
          this.people.set(id, { id, name, sex: '', person_thumbnail_url: null, named: true, thumbnail: null } as FacePerson);
          return id;
        },
        useThumbnailIfNone: async () => undefined,
        setThumbnail: async () => undefined,
        forget: async (_tree, id) => void this.people.delete(id),
      },
      realtime: null,
      collectionFor: (owner) => owner,
      now: () => ++this.clock,
    };
  }

  /** A photo's faces arrive: stored, then grouped with those before them (the faces stage's grouping). */
  async addPhoto(photoId: string, faces: readonly WorldFace[]): Promise<void> {
    const records = this.recordsOf(photoId, faces, null);
    for (const face of faces) this.embeddings.set(face.faceId, face.embedding);
    await this.deps.faces.putFaces(records);
    await groupNewFaces(this.deps, OWNER, OWNER, records, null);
    if (records.length) await this.deps.faces.noteNewFaces(OWNER, records.length);
  }

  /**
   * A photo moves in with a member who joined (move-faces.ts): its faces keep the person they had in
   * the member's library, and have no look-alikes here yet. Not grouped; the photo is readable.
   */
  arrive(photoId: string, faces: readonly WorldFace[], personId: string): void {
    for (const face of faces) this.embeddings.set(face.faceId, face.embedding);
    for (const record of this.recordsOf(photoId, faces, personId)) this.records.set(record.faceId, record);
    this.arrived.add(photoId);
  }

  private recordsOf(photoId: string, faces: readonly WorldFace[], personId: string | null): FaceRecord[] {
    return faces.map((face) => ({
      ownerId: OWNER,
      faceId: face.faceId,
      photoId,
      personId,
      box: { left: 0, top: 0, width: 0.1, height: 0.1 },
      genderHint: null,
      confidence: 1,
      quality: face.quality ?? null,
      thumbKey: '',
      photoDateSort: '',
      rejectedPersonIds: [],
      keptApartFrom: [],
      createdAt: this.clock,
      updatedAt: this.clock,
    }));
  }

  /** A named person of the tree. */
  addPerson(id: string, name: string): void {
    this.people.set(id, { id, name, sex: '', person_thumbnail_url: null, named: true, thumbnail: null } as FacePerson);
  }

  regroup(): Promise<RegroupOutcome> {
    return regroupFamilyFaces(this.deps, OWNER);
  }

  /** The groups as sorted lists of face ids (people's ids left out). */
  groups(): string[][] {
    const byPerson = new Map<string, string[]>();
    for (const face of this.records.values()) if (face.personId) byPerson.set(face.personId, [...(byPerson.get(face.personId) ?? []), face.faceId]);
    return [...byPerson.values()].map((ids) => ids.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  }
}

/** Labelled faces grouped photo by photo in the given order, then regrouped family-wide: the groups after each step. */
export async function groupInOrder(faces: ReadonlyArray<{ file: string; faceId: string; detected: { embedding: Float32Array; quality?: FaceQuality | null } }>, order: readonly string[]) {
  const world = new FacesWorld();
  for (const file of order) {
    await world.addPhoto(
      file,
      faces.filter((face) => face.file === file).map((face) => ({ faceId: face.faceId, embedding: face.detected.embedding, quality: face.detected.quality })),
    );
  }
  const incremental = world.groups();
  await world.regroup();
  return { incremental, regrouped: world.groups() };
}

/**
 * The shared labelled face photos (../shared/testdata/photos/faces, labels.json says who is in each)
 * and who each face the local model finds there is. A photo of one person names its face when the
 * model finds one (the face most like that person's train/ photos when it finds more); a photo of
 * two people has its two faces told apart by their likeness to the train/ photos of the people it
 * names (labels name people, not positions). Faces the labels cannot name are left unnamed.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cosine, detectFaces, type DetectedFace } from '../../lambdas/adapters/local/face-model';
import { processImage } from '../../lambdas/domain/media/images';

export const LABELLED_FACES_FOLDER = resolve('../shared/testdata/photos/faces');

export interface LabelledPhoto {
  file: string;
  people: string[];
}

export interface LabelledFace {
  /** `<file>#<n>`: the n-th face the model found in the file (stable between runs). */
  faceId: string;
  file: string;
  /** Who it is by the labels, or null when the labels cannot say. */
  person: string | null;
  detected: DetectedFace;
}

export function labelledPhotos(): LabelledPhoto[] {
  const labels = JSON.parse(readFileSync(join(LABELLED_FACES_FOLDER, 'labels.json'), 'utf8')) as { train: Record<string, string[]>; test: Record<string, string[]> };
  return [
    ...Object.entries(labels.train).flatMap(([person, files]) => files.map((file) => ({ file, people: [person] }))),
    ...Object.entries(labels.test).map(([file, people]) => ({ file, people })),
  ];
}

/** The photo as the faces stage reads it: the upload pipeline's large rendition (upright, inside 1600 px, JPEG). */
export async function largeRendition(file: string): Promise<Buffer> {
  const { thumbnails } = await processImage(readFileSync(join(LABELLED_FACES_FOLDER, file)), { sizes: [1600] });
  return thumbnails[0]!.bytes;
}

type LabelledScan = { readonly photos: readonly LabelledPhoto[]; readonly renditions: readonly Buffer[]; readonly found: readonly DetectedFace[][] };
/**
 * Kept on globalThis: the integration layer runs its files in one process but gives each file the
 * repository's modules afresh (test/support/fresh-container-setup.ts), which would drop a module's own cache.
 */
const SCAN_KEY = Symbol.for('heirloom.test.labelledFacesScan');
const scanCache = globalThis as typeof globalThis & { [SCAN_KEY]?: Promise<LabelledScan> };

/**
 * The labelled photos, their large renditions and the faces the local model finds in each, found
 * once per test process and shared (read them, never change them): the integration files that use
 * them run in one process, so the second one does not detect the same faces again (about 20 s of
 * a busy run). The photos and the model are the same for every file, and so are the faces found.
 */
export function scanLabelledPhotos(): Promise<LabelledScan> {
  return (scanCache[SCAN_KEY] ??= (async () => {
    const photos = labelledPhotos();
    const renditions = await Promise.all(photos.map((photo) => largeRendition(photo.file)));
    const found: DetectedFace[][] = [];
    for (const image of renditions) found.push(await detectFaces(image));
    return { photos, renditions, found };
  })().catch((error: unknown) => {
    // A failed scan is not kept: the next file tries again and says what fails there.
    delete scanCache[SCAN_KEY];
    throw error;
  }));
}

export function labelFaces(photos: readonly LabelledPhoto[], found: readonly DetectedFace[][]): LabelledFace[] {
  const references = new Map<string, Float32Array[]>();
  photos.forEach((photo, i) => {
    if (photo.file.startsWith('train/') && found[i]!.length === 1) references.set(photo.people[0]!, [...(references.get(photo.people[0]!) ?? []), found[i]![0]!.embedding]);
  });
  const likeness = (face: DetectedFace, person: string) => Math.max(-1, ...(references.get(person) ?? []).map((embedding) => cosine(face.embedding, embedding)));
  const labelled: LabelledFace[] = [];
  photos.forEach((photo, i) => {
    const faces = found[i]!;
    const person = new Map<DetectedFace, string>();
    if (photo.people.length === 1 && faces.length) {
      person.set(faces.reduce((best, face) => (likeness(face, photo.people[0]!) > likeness(best, photo.people[0]!) ? face : best)), photo.people[0]!);
    } else if (photo.people.length === 2 && faces.length >= 2) {
      // The pairing of two faces to the two names with the most likeness.
      const [a, b] = photo.people as [string, string];
      let best = { score: -Infinity, pair: [faces[0]!, faces[1]!] as [DetectedFace, DetectedFace] };
      for (const f of faces) for (const g of faces) if (f !== g && likeness(f, a) + likeness(g, b) > best.score) best = { score: likeness(f, a) + likeness(g, b), pair: [f, g] };
      person.set(best.pair[0], a).set(best.pair[1], b);
    }
    faces.forEach((face, n) => labelled.push({ faceId: `${photo.file}#${n}`, file: photo.file, person: person.get(face) ?? null, detected: face }));
  });
  return labelled;
}

/** Same-person pairs put together and different-person pairs put together, over every pair of labelled faces (two of one photo are two people). */
export function pairFigures(faces: readonly LabelledFace[], together: (a: LabelledFace, b: LabelledFace) => boolean) {
  const figures = { same: 0, sameFound: 0, different: 0, differentJoined: 0 };
  const named = faces.filter((face) => face.person !== null);
  for (let i = 0; i < named.length; i++) {
    for (let j = i + 1; j < named.length; j++) {
      const [a, b] = [named[i]!, named[j]!];
      const joined = together(a, b);
      if (a.person === b.person) {
        figures.same++;
        if (joined) figures.sameFound++;
      } else {
        figures.different++;
        if (joined) figures.differentJoined++;
      }
    }
  }
  return figures;
}

import { RekognitionClient } from '@aws-sdk/client-rekognition';
import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import { DynamoPhotoStore } from '../adapters/aws/dynamo-library-photos';
import { RekognitionFaceRecognition } from '../adapters/aws/rekognition-face-recognition';
import { S3FaceImages } from '../adapters/aws/s3-face-images';
import { DynamoLeases } from '../adapters/aws/dynamo-lease';
import { DynamoMemoryStore } from '../adapters/aws/dynamo-memory-store';
import { SqsFacesQueue } from '../adapters/aws/sqs-faces-queue';
import { FACE_MODEL_ID } from '../adapters/local/face-vectors';
import { ModelFaceRecognition, type ModelFaceRecognitionOptions } from '../adapters/local/model-face-recognition';
import { PacedFaceRecognition } from '../adapters/paced-face-recognition';
import type { FaceDeps, FacePhoto } from '../domain/faces/deps';
import { TreePeople } from '../domain/faces/tree-people';
import { duplicatePair } from '../domain/sharing/duplicates';
import { duplicateSuggestions } from './duplicate-suggestions';
import type { FaceViewDeps } from '../domain/faces/views';
import type { LibraryPhoto } from '../ports/library';
import type { FaceRecognition } from '../ports/faces';
import { queueConsumers } from '../queue/consumers';
import { CallPacer } from './call-pacer';
import { documentClient, s3Client, sqsClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { mediaUrlSigner, objectStorage } from './media-deps';
import { realtimePublisher } from './realtime-deps';
import { configuredPace } from './rekognition-pace';
import { turnBox } from '../domain/faces/box-turns';
import type { TurnFacesDeps } from '../domain/faces/turn-faces';

/** A Rekognition collection id: [a-zA-Z0-9_.-], unique per stage and library owner. */
export const collectionFor = (stage: string, ownerId: string): string => `heirloom-${stage}-${ownerId}`.replace(/[^a-zA-Z0-9_.-]/g, '_');

const LOCAL_FACE_DETECTOR = ['..', 'adapters', 'local', 'face-model-worker'].join('/');
const LOCAL_THROTTLE = ['..', 'adapters', 'local', 'throttling-face-recognition'].join('/');

/** The model this stage's engine embeds faces with (FaceRecognition.model): none for Rekognition, which keeps its own. */
export const faceEngineModel = (): string | undefined => (readEnv('faceRecognition') === 'rekognition' ? undefined : FACE_MODEL_ID);

/** The model's detector: given by the faces consumer, the one function that indexes faces and ships the model. */
export type FaceDetector = NonNullable<ModelFaceRecognitionOptions['detect']>;

/**
 * The face port for this stage (FACE_RECOGNITION): 'rekognition', 'model' (the model shipped in
 * npm, its embeddings in the table: infra's -c faceEngine=model) or, locally, that model behind a
 * switch tests use to have it answer ThrottlingException. Rekognition and the local stand-in are
 * paced at this container's share of the account's rate and retried when throttled
 * (rekognition-pace.ts); the model calls no service, so nothing paces it.
 */
async function faceRecognition(detect: FaceDetector | undefined): Promise<FaceRecognition> {
  const engine = readEnv('faceRecognition');
  if (engine === 'model') return new ModelFaceRecognition(documentClient(), readEnv('tableName'), {
      detect,
      // The faces queue gives one family's photos to one container at a time, but the next batch may
      // run in another, and moves and Forgets run in other functions.
      otherWriters: true,
    });
  return new PacedFaceRecognition(await serviceAdapter(engine), new CallPacer(configuredPace()));
}

async function serviceAdapter(engine: string): Promise<FaceRecognition> {
  // Adaptive retries: the SDK also slows this client down after throttling, on top of the pace.
  // One SDK retry only: PacedFaceRecognition's own retries (and then the queue) do the waiting, so
  // one photo's calls stay well inside the consumer's time.
  if (engine === 'rekognition') return new RekognitionFaceRecognition(new RekognitionClient({ retryMode: 'adaptive', maxAttempts: 2 }));
  // A specifier esbuild cannot follow: AWS bundles never carry the local switch.
  const { ThrottlingFaceRecognition } = (await import(LOCAL_THROTTLE)) as typeof import('../adapters/local/throttling-face-recognition');
  return new ThrottlingFaceRecognition(new ModelFaceRecognition(documentClient(), readEnv('tableName'), { detect: await localFaceDetector() }));
}

/**
 * The local engine's detector: the model in a worker thread, so the one process of the local
 * runtime keeps serving requests while it detects (face-model-worker.ts). Its specifier is one
 * esbuild cannot follow: AWS bundles never carry the worker or the model's sharp import.
 */
export async function localFaceDetector(): Promise<FaceDetector> {
  const { detectFacesInWorker } = (await import(LOCAL_FACE_DETECTOR)) as typeof import('../adapters/local/face-model-worker');
  return detectFacesInWorker;
}

/**
 * A grouping lease is renewed while its holder works and runs out a minute after a holder died
 * (dynamo-lease.ts); a waiter gives up after a quarter of the faces consumer's time, and its photo
 * comes back from the queue.
 */
const FACES_CONSUMER = queueConsumers.find((consumer) => consumer.queue === 'faces')!;
const GROUPING_LEASE = { leaseMs: 60_000, maxWaitMs: (FACES_CONSUMER.timeoutSeconds * 1000) / 4 };

export const facePhotoOf = (photo: LibraryPhoto): FacePhoto => ({
  photoId: photo.photoId,
  ownerId: photo.familyId,
  uploaderId: photo.ownerId,
  imageType: photo.imageType,
  imageKey: photo.renditions.largeJpeg,
  dateSort: photo.dateSort,
  dateQuality: photo.dateQuality ?? null,
  // The file's tags are boxes of the picture as uploaded; the family may have turned it since.
  namedFaces: (photo.namedFaces ?? []).map((tag) => ({ name: tag.name, box: turnBox(tag.box, photo.turns) })),
});

let viewDeps: FaceViewDeps | undefined;

/**
 * What drawing faces needs (the photo strip's pages): the store, the tree's people and crop links,
 * without loading the recognition model.
 */
export function faceViewDeps(): FaceViewDeps {
  if (viewDeps) return viewDeps;
  const client = documentClient();
  const table = readEnv('tableName');
  return (viewDeps = {
    faces: new DynamoFaceStore(client, table),
    images: new S3FaceImages(s3Client(), readEnv('mediaBucket'), objectStorage(), mediaUrlSigner()),
    people: new TreePeople(familyDeps()),
  });
}

let deps: Promise<FaceDeps> | undefined;

/**
 * Composition root for the face routes and the faces consumer, built once per container. The faces
 * consumer gives the model's detector (used with the model engine); other functions never index.
 */
export function faceDeps(detect?: FaceDetector): Promise<FaceDeps> {
  return (deps ??= (async () => {
    const client = documentClient();
    const table = readEnv('tableName');
    const photos = new DynamoPhotoStore(client, table);
    const stage = readEnv('stage');
    return {
      faces: new DynamoFaceStore(client, table),
      recognition: await faceRecognition(detect),
      images: new S3FaceImages(s3Client(), readEnv('mediaBucket'), objectStorage(), mediaUrlSigner()),
      photos: {
        getPhoto: async (photoId) => ((photo) => (photo ? facePhotoOf(photo) : null))(await photos.getPhoto(photoId)),
        livePhotoIds: async (photoIds) => new Set((await photos.getPhotos([...new Set(photoIds)])).map((photo) => photo.photoId)),
      },
      people: new TreePeople(familyDeps()),
      realtime: realtimePublisher(),
      suggestSamePerson: (treeOwnerId, [a, b]) => duplicateSuggestions().suggest(treeOwnerId, [duplicatePair(a, b, 'faces')]),
      groupingLeases: new DynamoLeases(client, table, GROUPING_LEASE),
      namings: new DynamoMemoryStore(client, table),
      collectionFor: (ownerId) => collectionFor(stage, ownerId),
      now: Date.now,
    };
  })());
}

let turning: TurnFacesDeps | undefined;

/** What turning a photo's faces needs (the fix consumer): the store, the crops and the faces queue, no recognition. */
export function turnFacesDeps(): TurnFacesDeps {
  return (turning ??= {
    faces: new DynamoFaceStore(documentClient(), readEnv('tableName')),
    images: new S3FaceImages(s3Client(), readEnv('mediaBucket'), objectStorage(), mediaUrlSigner()),
    queue: facesQueue(),
  });
}

let queue: SqsFacesQueue | undefined;
export const facesQueue = (): SqsFacesQueue =>
  (queue ??= (() => {
    const photos = new DynamoPhotoStore(documentClient(), readEnv('tableName'));
    return new SqsFacesQueue(sqsClient(), readEnv('facesQueueUrl'), async (photoId) => (await photos.getPhoto(photoId))?.familyId ?? null);
  })());

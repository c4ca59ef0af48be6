import { tmpdir } from 'node:os';
import type { FixImageMessage } from '@heirloom/shared/contracts/photos';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import { DynamoDocumentStore } from '../adapters/aws/dynamo-library-documents';
import { DynamoLocationStore } from '../adapters/aws/dynamo-library-locations';
import { DynamoPhotoStore } from '../adapters/aws/dynamo-library-photos';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { GatedMediaLinks } from '../adapters/aws/gated-media-links';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import type { FixDeps, LibraryDeps, PlaceFinder } from '../domain/library/deps';
import type { UploaderNames } from '../ports/library';
import { FacePhotoFinder } from '../domain/faces/photos-of-people';
import { forgetPhotoFaces } from '../domain/faces/forget-photo-faces';
import { FamilyEvents, FamilyPeople } from '../domain/library/family-bridge';
import { defaultGazetteer, searchPlaces, GAZETTEER_ATTRIBUTION } from '../domain/places';
import { documentClient, sqsClient } from './clients';
import { faceDeps } from './faces-deps';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { logger } from './logger';
import { objectStorage } from './media-deps';
import { realtimePublisher } from './realtime-deps';

/** The gazetteer is loaded on the first search or place lookup, not at cold start. */
const places: PlaceFinder = {
  searchPlaces: (text, limit) => searchPlaces(text, limit),
  findPlace: (placeId) => defaultGazetteer().findPlace(placeId),
  attribution: GAZETTEER_ATTRIBUTION,
};

const warn = (message: string, details?: Record<string, unknown>) => logger.warn(message, details ?? {});

/** Every link goes through the media gate, which checks the family on each fetch (gated-media-links.ts). */
let links: GatedMediaLinks | undefined;
const libraryLinks = () => (links ??= new GatedMediaLinks(readEnv('appOrigin')));

let deps: LibraryDeps | undefined;
let fixDeps: FixDeps | undefined;

/** Composition root for the photo library's routes, built once per container on first use. */
export function libraryDeps(): LibraryDeps {
  if (deps) return deps;
  const client = documentClient();
  const table = readEnv('tableName');
  const family = familyDeps();
  const fixQueue = new SqsJobQueue<FixImageMessage>(sqsClient(), readEnv('fixQueueUrl'));
  const sharing = new DynamoSharingStore(client, table);
  const uploaders: UploaderNames = { namesIn: async (familyId) => new Map((await sharing.familyMembers(familyId)).map((member) => [member.userId, member.username])) };
  deps = {
    photos: new DynamoPhotoStore(client, table),
    documents: new DynamoDocumentStore(client, table),
    locations: new DynamoLocationStore(client, table),
    events: new FamilyEvents(family),
    people: new FamilyPeople(family, new DynamoAccountStore(client, table)),
    faces: new FacePhotoFinder(new DynamoFaceStore(client, table)),
    // The face ports are built on the first delete for good, not at cold start.
    forgetFaces: async (photos, wait) => forgetPhotoFaces(await faceDeps(), photos, wait),
    uploaders,
    signer: libraryLinks(),
    storage: objectStorage(),
    places,
    fixQueue,
    now: Date.now,
    warn,
  };
  return deps;
}

/** Composition root for the fix queue's consumer. */
export function libraryFixDeps(): FixDeps {
  return (fixDeps ??= {
    photos: new DynamoPhotoStore(documentClient(), readEnv('tableName')),
    signer: libraryLinks(),
    storage: objectStorage(),
    realtime: realtimePublisher(),
    now: Date.now,
    warn,
    tmpDir: tmpdir(),
  });
}

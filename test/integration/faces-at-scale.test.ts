import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLambdaContext } from '../../infra/local/lambda-context';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { localRecognitionThrottle } from '../../lambdas/adapters/local/throttling-face-recognition';
import { DEFAULT_THROTTLE_RETRIES } from '../../lambdas/adapters/paced-face-recognition';
import { queueConsumers } from '../../lambdas/queue/consumers';
import { handler as detectFaces } from '../../lambdas/queue/detect-faces';
import { REKOGNITION_PACE_ENV } from '../../lambdas/runtime/rekognition-pace';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Faces under load, against the local stack: the face stand-in answers ThrottlingException for a
 * while and every photo still ends scanned with its faces, none dead-lettered; two photos of one new
 * person scanned by two consumers at the same moment make one unnamed person (the family's lease).
 */
let stack: TestStack;
const throttle = localRecognitionThrottle();

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, userId: account.user.user_id as string };
}
type Member = Awaited<ReturnType<typeof member>>;
const members: Member[] = [];

const facesOf = async (client: BrowserLikeClient, photoId: string): Promise<FaceView[]> => {
  const response = await client.get(`/photo/${photoId}/people`);
  expect(response.status).toBe(200);
  return response.body.faces;
};

/** Uploads a photo; resolves with its id once its faces have been found. */
async function uploadAndScan(account: Member, file: string): Promise<string> {
  const { upload_id } = await uploadFile(account.client, fileFromDisk(testPhoto(file), 'image/jpeg'));
  const done = await account.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  const photoId = (done.item as { photo: PhotoView }).photo.id;
  await account.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  return photoId;
}

const deadLetters = () => messagesOn(stack.sqs, stack.stack.queues.faces!.dlqUrl);

/** One faces message as Lambda's event source hands it over (a batch of one). */
function sqsEvent(photoId: string, libraryId: string, messageId: string, receiveCount = 1): SQSEvent {
  return {
    Records: [
      {
        messageId,
        receiptHandle: `receipt-${messageId}`,
        body: JSON.stringify({ photo_id: photoId, library_id: libraryId }),
        attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: String(Date.now()), SenderId: 'test', ApproximateFirstReceiveTimestamp: String(Date.now()), MessageGroupId: libraryId },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: stack.stack.queues.faces!.arn,
        awsRegion: 'us-east-1',
      },
    ],
  };
}

/** A photo stored with its large rendition, as processing leaves it, but not yet scanned. */
async function seedPhoto(ownerId: string, file: string, dateTaken: string) {
  const [photo] = await seedPhotos(stack, [photoRecord(ownerId, { dateTaken })]);
  await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: photo!.renditions.largeJpeg, Body: readFileSync(testPhoto(file)), ContentType: 'image/jpeg' }));
  return photo!;
}

beforeAll(async () => {
  // Every container of the faces consumer paced, as in AWS (a rate the local model never reaches anyway).
  process.env[REKOGNITION_PACE_ENV] = '20';
  // A visibility timeout above a throttled scan's in-process retries: a message comes back because it
  // was put back, not because its first delivery is still running.
  stack = await startTestStack({ queueRetrySeconds: 10 });
}, 120_000);
afterAll(async () => {
  throttle.beforeCall(null);
  for (const account of members) account.tab.close();
  await stack?.stop();
});

describe('Rekognition throttling', () => {
  it('scans every photo of two families in the end, with its faces, and dead-letters none', async () => {
    const [alice, bob] = [await member(), await member()];
    members.push(alice, bob);
    // Three calls' worth of attempts at least: some photo's call gives up and the photo waits in the queue.
    const throttled = throttle.throttled;
    const calls = DEFAULT_THROTTLE_RETRIES.attempts * 3;
    throttle.throttleNext(calls);
    const expected = [
      { account: alice, file: 'faces/train/obama/obama.jpg', faces: 1 },
      { account: alice, file: 'faces/test/obama_and_biden.jpg', faces: 2 },
      { account: alice, file: 'faces/train/biden/biden2.jpg', faces: 1 },
      { account: bob, file: 'faces/train/rose_leslie/img1.jpg', faces: 1 },
    ];
    const photoIds = await Promise.all(expected.map(({ account, file }) => uploadAndScan(account, file)));
    expect(throttle.throttled - throttled).toBe(calls);
    expect(throttle.pending).toBe(0);
    for (const [i, { account, file, faces }] of expected.entries()) {
      expect(await facesOf(account.client, photoIds[i]!), file).toHaveLength(faces);
    }
    // Grouped as without throttling: Obama's two faces are one unnamed person of Alice's.
    const unnamed = await alice.client.get('/faces/unnamed');
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.people.length).toBeGreaterThanOrEqual(1);
    expect(await deadLetters()).toBe(0);
    // A budget, not a wait: the photos whose calls gave up come back after the queue's 10 s retry, and
    // on a loaded machine (the whole suite on two cores) four uploads' processing and scans took over 60 s.
  }, 180_000);
});

describe('a photo throttled close to the dead-letter queue', () => {
  it('is sent to the queue again as a fresh message, answered as done, and scanned from the copy', async () => {
    const dave = await member();
    members.push(dave);
    const photo = await seedPhoto(dave.userId, 'faces/train/alex_lacamoire/img1.jpg', '2015');
    const limit = queueConsumers.find((consumer) => consumer.queue === 'faces')!.maxReceiveCount;
    // Exactly one call's attempts: the scan gives up on its first call.
    throttle.throttleNext(DEFAULT_THROTTLE_RETRIES.attempts);
    const result = await detectFaces(sqsEvent(photo.photoId, dave.userId, 'last-try', limit - 1));
    // Not a failure (a failure now would be its last receive): a fresh copy carries on instead.
    expect(result.batchItemFailures).toEqual([]);
    expect(throttle.pending).toBe(0);
    await dave.tab.next((m) => m.type === 'faces_found' && m.photo_id === photo.photoId, 60_000);
    expect(await facesOf(dave.client, photo.photoId)).toHaveLength(1);
    expect(await deadLetters()).toBe(0);
  });
});

describe('a batch near the end of its time', () => {
  it('does not start a photo with too little time left: the photo waits in the queue, unscanned and not failed for itself', async () => {
    const photo = await seedPhoto('someone-late', 'faces/train/obama/obama2.jpg', '2016');
    const calls = throttle.calls;
    const result = await detectFaces(sqsEvent(photo.photoId, 'someone-late', 'late'), createLambdaContext('detect-faces', 10));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'late' }]);
    expect(throttle.calls).toBe(calls);
    expect(await new DynamoFaceStore(stack.documentClient, stack.stack.tableName).getScan('someone-late', photo.photoId)).toBeNull();
  });
});

describe('grouping across consumers', () => {
  it('two photos of one new person scanned by two consumers at once make one unnamed person', async () => {
    const carol = await member();
    members.push(carol);
    const seeded = [await seedPhoto(carol.userId, 'faces/train/kit_harington/john1.jpeg', '2012'), await seedPhoto(carol.userId, 'faces/train/kit_harington/john2.jpeg', '2013')];
    // Each scan waits at its first search until the other has reached its own (or 3 s have passed):
    // without the family's lease both would group at once, each seeing the other's face unassigned.
    let arrived = 0;
    let bothThere!: () => void;
    const together = new Promise<void>((resolve) => (bothThere = resolve));
    throttle.beforeCall(async (operation) => {
      if (operation !== 'SearchFaces') return;
      if (++arrived === 2) bothThere();
      await Promise.race([together, sleep(3_000)]);
    });
    try {
      // Two consumers (two batches, as two Lambdas would get them) at the same moment.
      const results = await Promise.all([detectFaces(sqsEvent(seeded[0]!.photoId, carol.userId, 'one')), detectFaces(sqsEvent(seeded[1]!.photoId, carol.userId, 'two'))]);
      expect(results.flatMap((result) => result.batchItemFailures)).toEqual([]);
    } finally {
      throttle.beforeCall(null);
    }
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    const faces = [...(await store.facesOfPhoto(carol.userId, seeded[0]!.photoId)), ...(await store.facesOfPhoto(carol.userId, seeded[1]!.photoId))];
    expect(faces).toHaveLength(2);
    expect(faces[0]!.personId).not.toBeNull();
    expect(faces[1]!.personId).toBe(faces[0]!.personId);
    // One unnamed person was made (a second, even one left without faces, would be a split).
    const made = await store.listUnnamed(carol.userId, { limit: 10 });
    expect(made.items.map((item) => item.personId)).toEqual([faces[0]!.personId]);
    const people = await carol.client.get('/people');
    expect(people.status).toBe(200);
    expect(JSON.stringify(people.body).split(faces[0]!.personId!).length).toBeGreaterThan(1);
    const unnamed = await carol.client.get('/faces/unnamed');
    expect(unnamed.body.people.map((entry: { person: { id: string } }) => entry.person.id)).toEqual([faces[0]!.personId]);
  });
});

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLikeClient, GOOD_PASSWORD, outbox, signUpVerified } from '../support/accounts-client';
import { exportFolder } from '../../lambdas/domain/gedcom-export/export-files';
import { DynamoNearDuplicateStore } from '../../lambdas/adapters/aws/dynamo-near-duplicates';
import { bucketsOf } from '../../lambdas/domain/duplicates/rules';
import { startTestStack, type TestStack } from '../support/local-stack';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

async function ownedItems(userId: string) {
  const { Items = [] } = await stack.documentClient.send(
    new QueryCommand({ TableName: stack.stack.tableName, IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :o', ExpressionAttributeValues: { ':o': `owner#${userId}` } }),
  );
  return Items;
}

/** The items of one partition of the base table, whatever index they are on. */
async function partition(pk: string) {
  const { Items = [] } = await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
  return Items;
}

async function storedObjects(userId: string) {
  const all = await Promise.all(
    Object.values(stack.stack.buckets).map((Bucket) => stack.s3.send(new ListObjectsV2Command({ Bucket, Prefix: `users/${userId}/` }))),
  );
  return all.flatMap((listing) => listing.Contents ?? []);
}

async function exportFiles(familyId: string) {
  const listing = await stack.s3.send(new ListObjectsV2Command({ Bucket: stack.stack.buckets.media, Prefix: exportFolder(familyId) }));
  return listing.Contents ?? [];
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('account deletion by e-mailed link', () => {
  it('erases every item and object the user owns, and nothing of anyone else', async () => {
    const alice = await signUpVerified(stack);
    const bob = await signUpVerified(stack);
    const aliceId = alice.user.user_id;
    // Both upload a real photo: an upload record, a photo, a content hash, a location and the
    // original and thumbnails in the two buckets are all theirs.
    for (const account of [alice, bob]) {
      await account.client.post('/user/free_trial');
      await uploadFile(account.client, fileFromDisk(testPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg'), 'image/jpeg'));
      // Processed, and its faces looked for (the faces queue writes the photo's scan record).
      await eventually(() => ownedItems(account.user.user_id), (items) => items.some((i) => i.__edb_e__ === 'photo') && items.some((i) => String(i.pk).startsWith('faces#') && i.sk === 'scan'));
    }
    // A person in her tree: the people list's counter (its header's totals) is hers too, and so is
    // the search-word item of her fifth name word (the person item holds the first four words' entries,
    // the surname needs none).
    expect((await alice.client.post('/person', { names: [{ first_name: 'Alice', middle_name: 'May Rose Lily June', last_name: 'Hill' }] })).status).toBe(200);
    expect((await alice.client.get('/people')).body.totals).toEqual({ people: 1, events: 0 });
    const bobItemsBefore = (await ownedItems(bob.user.user_id)).length;
    const bobObjectsBefore = (await storedObjects(bob.user.user_id)).length;
    expect((await storedObjects(aliceId)).length).toBe(4); // the original and its three thumbnails (64, 300, 1600)
    // Face records (the photo's face scan, written by the faces queue in its own time) and the
    // library's photo counter (the strip's total) are owned items too; the erase below checks them.
    // A browser subscribed to Web Push is hers too (deleting the account stops its pushes).
    const browserKeys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
    expect((await alice.client.post('/push_subscription', { endpoint: 'https://push.example.com/alice', keys: browserKeys })).status).toBe(200);
    const owned = await ownedItems(aliceId);
    expect(owned.filter((i) => String(i.pk) === `photototal#${aliceId}`).length).toBeGreaterThanOrEqual(1);
    expect(owned.filter((i) => String(i.pk) === `pushsubs#${aliceId}` || String(i.pk).startsWith('pushendpoint#'))).toHaveLength(2);
    expect(owned.filter((i) => String(i.pk) === `treetotal#${aliceId}`)).toHaveLength(1);
    // Her near-duplicate index: her photo in its 16 buckets, and a pair (kept under both its photos) with a copy.
    const photo = owned.find((i) => i.__edb_e__ === 'photo')!;
    const buckets = bucketsOf(String(photo.perceptualHash)).map((bucket) => `dupbucket#${aliceId}#${bucket}`);
    await new DynamoNearDuplicateStore(stack.documentClient, stack.stack.tableName).putPairs(aliceId, [{ a: String(photo.photoId), b: 'zz-copy', distance: 2, exact: false }], Date.now());
    const duplicateIndex = async () => [...(await Promise.all(buckets.map(partition))).flat(), ...(await partition(`duppairs#${aliceId}`))];
    expect((await eventually(duplicateIndex, (items) => items.length === 16 + 2)).length).toBe(16 + 2);
    // The photo search's words of her photo's caption and file name: erased with the rest.
    expect(owned.filter((i) => String(i.pk) === `photowords#${aliceId}`).length).toBeGreaterThan(0);
    const modelled = owned.filter((i) => !/^(faces|photototal|treetotal|pushsubs|pushendpoint|dupbucket|duppairs|photowords)#/.test(String(i.pk)));
    expect(modelled.map((i) => i.__edb_e__).sort()).toEqual(['contentHash', 'familyNameWord', 'familyPerson', 'location', 'login', 'photo', 'session', 'trialDeadline', 'upload', 'user']);

    // Her tree exported: the file sits outside her prefix, under the family's exports folder, and goes with the family.
    const started = await alice.client.post('/export/gedcom', { version: '5.5.1' });
    expect(started.status).toBe(202);
    const exported = await eventually(() => alice.client.get(`/export/gedcom/${started.body.export.id}`), (reply) => reply.body.export.status === 'done');
    expect(exported.body.export.status).toBe('done');
    expect((await exportFiles(aliceId)).length).toBe(1);

    expect((await alice.client.post('/delete_request')).body).toEqual({ status: 'Success' });
    const mail = outbox(stack).filter((m) => m.to === alice.email).at(-1)!;
    expect(mail.subject).toBe('Confirm deleting your Heirloom account');
    const link = new URL(mail.body.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/delete_user/${aliceId}`);

    const forged = await new BrowserLikeClient(stack).post(`/delete_user/${aliceId}`, { delete_key: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This deletion link is not valid or has expired. Please ask for a new one from your profile.');

    const confirm = await new BrowserLikeClient(stack).post(`/delete_user/${aliceId}`, { delete_key: link.searchParams.get('key') });
    expect(confirm).toMatchObject({ status: 200, body: { status: 'Success' } });
    expect((await alice.client.get('/user')).status).toBe(401);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: alice.email, password: GOOD_PASSWORD })).status).toBe(401);

    expect(await eventually(() => ownedItems(aliceId), (items) => items.length === 0)).toEqual([]);
    expect(await eventually(() => storedObjects(aliceId), (objects) => objects.length === 0)).toEqual([]);
    expect(await exportFiles(aliceId)).toEqual([]);
    expect(await duplicateIndex()).toEqual([]);
    expect((await ownedItems(bob.user.user_id)).length).toBe(bobItemsBefore);
    expect((await storedObjects(bob.user.user_id)).length).toBe(bobObjectsBefore);
    expect((await bob.client.get('/user')).status).toBe(200);
  });
});

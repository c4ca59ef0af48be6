import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { DynamoUploadStore } from '../../lambdas/adapters/aws/dynamo-upload-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

const GB = 1024 ** 3;
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function trialUser() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  return account;
}

describe('POST /upload_url decides on the server', () => {
  it('refuses a Free user and an expired trial with the spec message', async () => {
    const free = await signUpVerified(stack);
    const refused = await free.client.post('/upload_url', { name: 'a.jpg', contenttype: 'image/jpeg', size: 1000 });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Uploads require a paid version of Heirloom' } });

    const expired = await trialUser();
    await new DynamoAccountStore(documentClient(), stack.stack.tableName).updateUser(expired.user.user_id, { trialEnd: Date.now() - 1 });
    expect((await expired.client.post('/upload_url', { name: 'a.jpg', contenttype: 'image/jpeg', size: 1000 })).status).toBe(403);
  });

  it('refuses a file type outside the list and a content type that does not match', async () => {
    const { client } = await trialUser();
    expect(await client.post('/upload_url', { name: 'notes.txt', contenttype: 'text/plain', size: 10 })).toMatchObject({
      status: 400,
      body: { fields: { name: ['This kind of file cannot be uploaded'] } },
    });
    expect(await client.post('/upload_url', { name: 'photo.jpg', contenttype: 'text/html', size: 10 })).toMatchObject({
      status: 400,
      body: { fields: { contenttype: ['The file type does not match its name'] } },
    });
    expect((await client.post('/upload_url', { name: 'PHOTO.JPG', contenttype: 'image/jpeg', size: 10 })).status).toBe(200);
  });

  it('refuses a file larger than the space left with the spec message (spelling as given)', async () => {
    const { client } = await trialUser();
    const refused = await client.post('/upload_url', { name: 'film.mp4', contenttype: 'video/mp4', size: 101 * GB - 1 });
    expect(refused).toMatchObject({ status: 400, body: { fields: { size: ['The file is larger than 10 GB'] } } });
    for (let i = 0; i < 10; i++) expect((await client.post('/upload_url', { name: `f${i}.mp4`, contenttype: 'video/mp4', size: 10 * GB - 1 })).status).toBe(200);
    expect(await client.post('/upload_url', { name: 'one-more.jpg', contenttype: 'image/jpeg', size: 1024 })).toMatchObject({
      status: 413,
      body: { message: 'You do not have enough availble space to upload this file' },
    });
  });

  it('reserves space atomically: parallel requests cannot overrun the quota', async () => {
    const { client } = await trialUser();
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => client.post('/upload_url', { name: `clip${i}.mp4`, contenttype: 'video/mp4', size: 8 * GB })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12); // 12 x 8 GB = 96 GB of the 100 GB
    expect(statuses.filter((s) => s === 413)).toHaveLength(2);
  });

  it('returns a URL that accepts exactly the declared file, under the user prefix', async () => {
    const { client, user } = await trialUser();
    const body = Buffer.from('not really a jpeg, but the right size');
    const { body: grant } = await client.post('/upload_url', { name: 'Grandma 1962.jpg', contenttype: 'image/jpeg', size: body.length });
    expect(grant.key).toMatch(new RegExp(`^users/${user.user_id}/uploads/[0-9A-Z]{26}/Grandma 1962\\.jpg$`));
    // S3 refuses a PUT whose signed headers differ: the URL signs the length and the type. (The
    // local S3 stand-in does not check V4 signatures, so the processor also checks the stored size.)
    expect(new URL(grant.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(new URL(grant.url).searchParams.get('X-Amz-Expires'))).toBe(900);
    const ok = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body });
    expect(ok.status).toBe(200);
  });

  it('a retry of an upload gets a fresh URL for the same upload, not a second item', async () => {
    const { client } = await trialUser();
    const first = (await client.post('/upload_url', { name: 'a.png', contenttype: 'image/png', size: 100 })).body;
    const retry = (await client.post('/upload_url', { name: 'a.png', contenttype: 'image/png', size: 100, upload_id: first.upload_id })).body;
    expect(retry.upload_id).toBe(first.upload_id);
    expect(retry.key).toBe(first.key);
    const someoneElse = await trialUser();
    expect((await someoneElse.client.post('/upload_url', { name: 'a.png', contenttype: 'image/png', size: 100, upload_id: first.upload_id })).status).toBe(404);
  });
});

describe('space held by uploads that never finish', () => {
  it('is given back when the person cancels, and reported as reserved until then', async () => {
    const { client } = await trialUser();
    const grant = (await client.post('/upload_url', { name: 'big.mp4', contenttype: 'video/mp4', size: 5 * GB })).body;
    expect((await client.get('/user')).body.user).toMatchObject({ space_used: 0, space_reserved: 5 * GB });
    expect((await client.call('DELETE', `/upload/${grant.upload_id}`)).body).toEqual({ status: 'Success' });
    expect((await client.get('/user')).body.user).toMatchObject({ space_used: 0, space_reserved: 0 });
    const stranger = await trialUser();
    expect((await stranger.client.call('DELETE', `/upload/${grant.upload_id}`)).status).toBe(404);
  });

  it('is given back by the scheduled job when the file never arrives, and the upload can still be retried', async () => {
    const { client, user } = await trialUser();
    const grant = (await client.post('/upload_url', { name: 'lost.jpg', contenttype: 'image/jpeg', size: 2 * GB })).body;
    const store = new DynamoUploadStore(documentClient(), stack.stack.tableName);
    await store.setDeadline(grant.upload_id, user.user_id, Date.now() - 1);
    await stack.stack.runJob('release-abandoned-uploads');
    expect(await store.get(grant.upload_id)).toMatchObject({ status: 'failed', error: 'The upload did not finish. Please try again.' });
    expect((await client.get('/user')).body.user.space_reserved).toBe(0);
    const retry = await client.post('/upload_url', { name: 'lost.jpg', contenttype: 'image/jpeg', size: 2 * GB, upload_id: grant.upload_id });
    expect(retry.body.upload_id).toBe(grant.upload_id);
    expect((await client.get('/user')).body.user.space_reserved).toBe(2 * GB);
  });
});

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DynamoConnectionStore } from '../../lambdas/adapters/aws/dynamo-connection-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

/** A browser tab's realtime connection, recording every message the server pushes. */
async function openTab(cookie?: string) {
  const socket = new WebSocket(stack.wsUrl, { headers: cookie ? { cookie } : {} });
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('unexpected-response', () => resolve(false));
  });
  const next = async (type: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find((m) => m.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No ${type} message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, opened, next };
}

async function storedFilesOf(userId: string) {
  const { Items = [] } = await stack.documentClient.send(
    new QueryCommand({ TableName: stack.stack.tableName, IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :o', ExpressionAttributeValues: { ':o': `owner#${userId}` } }),
  );
  return Items.filter((item) => item.__edb_e__ === 'storedFile');
}

describe('realtime channel and the upload pipeline', () => {
  it('refuses a WebSocket without a live session', async () => {
    const tab = await openTab();
    expect(tab.opened).toBe(false);
  });

  it('logs in with the session cookie and pushes processing_complete when an upload lands', async () => {
    const userId = 'user-rt-1';
    const tab = await openTab(await signedInCookie(userId));
    expect(tab.opened).toBe(true);
    tab.socket.send(JSON.stringify({ action: 'login', processing_ids: [] }));
    expect(await tab.next('login_ok')).toEqual({ type: 'login_ok', user_id: userId });

    const key = `users/${userId}/uploads/first photo.jpg`;
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: key, Body: 'jpeg bytes' }));
    expect(await tab.next('processing_complete')).toMatchObject({ upload_id: key, item: { object_key: key, size: 10 } });
    tab.socket.close();
  });

  it('a notification delivered twice records the file once and notifies once', async () => {
    const userId = 'user-rt-2';
    const tab = await openTab(await signedInCookie(userId));
    const key = `users/${userId}/twice.jpg`;
    const put = await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: key, Body: 'bytes' }));
    await tab.next('processing_complete');
    const duplicate = { Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: stack.stack.buckets.uploads }, object: { key: encodeURIComponent(key), size: 5, eTag: put.ETag!.replace(/"/g, '') } } }] };
    await stack.sqs.send(new SendMessageCommand({ QueueUrl: stack.stack.queues.processing!.url, MessageBody: JSON.stringify(duplicate) }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(tab.messages.filter((m) => m.type === 'processing_complete')).toHaveLength(1);
    expect(await storedFilesOf(userId)).toHaveLength(1);
    tab.socket.close();
  });

  it('ignores objects outside any user prefix', async () => {
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: 'stray/file.jpg', Body: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { Items = [] } = await stack.documentClient.send(
      new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': '$heirloom#objectKey_stray/file.jpg' } }),
    );
    expect(Items).toEqual([]);
  });

  it('answers an unknown action with an error message instead of silence', async () => {
    const tab = await openTab(await signedInCookie('user-rt-3'));
    tab.socket.send(JSON.stringify({ action: 'dance' }));
    expect(await tab.next('error')).toEqual({ type: 'error', message: 'Unknown action' });
    tab.socket.close();
  });

  it('the clean-up job removes connections older than two hours and keeps fresh ones', async () => {
    const connections = new DynamoConnectionStore(documentClient(), stack.stack.tableName);
    await connections.add({ connectionId: 'stale-1', userId: 'user-rt-4', connectedAt: Date.now() - 3 * 60 * 60 * 1000 });
    await connections.add({ connectionId: 'fresh-1', userId: 'user-rt-4', connectedAt: Date.now() });
    await stack.stack.runJob('purge-stale-connections');
    expect(await connections.get('stale-1')).toBeNull();
    expect(await connections.get('fresh-1')).not.toBeNull();
  });
});

import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { APIGatewayProxyEventV2, ScheduledEvent, SQSEvent } from 'aws-lambda';
import { TABLE_INDEXES } from '@heirloom/lambdas/adapters/aws/table-definition';
import { UPLOAD_EVENTS_QUEUE } from '@heirloom/lambdas/queue/consumers';
import { ENV } from '@heirloom/lambdas/runtime/env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws';
import { connectionStore } from '../../lambdas/runtime/realtime-deps';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

/** Polls until `read` returns a value, or fails after `ms`. */
async function eventually<T>(read: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const webRoot = mkdtempSync(join(tmpdir(), 'heirloom-web-'));
const uploadEvents: SQSEvent[] = [];
const retryDeliveries: Array<{ body: string; receiveCount: string }> = [];
const jobEvents: ScheduledEvent[] = [];
let stack: TestStack;

beforeAll(async () => {
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Heirloom test shell</title><div id="root"></div>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app");');

  stack = await startTestStack({
    webRoot,
    queueRetrySeconds: 1,
    // Capture what S3 delivers to the upload events queue instead of processing it.
    queueHandlerOverrides: {
      [UPLOAD_EVENTS_QUEUE]: async (event: SQSEvent) => {
        uploadEvents.push(event);
        return { batchItemFailures: [] };
      },
    },
    extraQueueConsumers: [
      {
        queue: 'test-retry',
        batchSize: 10,
        maxReceiveCount: 2,
        // 'poison' always fails (reported as a batch item failure); everything else succeeds.
        handler: async (event: SQSEvent) => {
          for (const record of event.Records) retryDeliveries.push({ body: record.body, receiveCount: record.attributes.ApproximateReceiveCount });
          return { batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({ itemIdentifier: r.messageId })) };
        },
      },
      {
        queue: 'test-throw',
        batchSize: 10,
        maxReceiveCount: 2,
        handler: async () => {
          throw new Error('consumer crashed');
        },
      },
    ],
    extraJobs: [{ name: 'test-job', cron: '0 0 1 1 *', handler: async (event: ScheduledEvent) => void jobEvents.push(event) }],
    extraHttpRoutes: [
      { method: 'POST', path: '/api/test/echo/{id}/{rest+}', handler: async (event: APIGatewayProxyEventV2) => ({ statusCode: 201, headers: { 'content-type': 'application/json', 'x-test': 'yes' }, cookies: ['a=1; Path=/', 'b=2; Path=/; HttpOnly'], body: JSON.stringify(event) }) },
      { method: 'GET', path: '/api/test/crash', handler: async () => { throw new Error('boom'); } },
      { method: 'GET', path: '/api/test/plain', handler: async () => ({ hello: 'world' }) },
      { method: 'GET', path: '/api/test/binary', handler: async () => ({ statusCode: 200, headers: { 'content-type': 'application/octet-stream' }, isBase64Encoded: true, body: Buffer.from([0, 1, 2, 255]).toString('base64') }) },
    ],
  });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('DynamoDB Local', () => {
  it('has the table from table-definition, with its GSIs and TTL', async () => {
    const { Table } = await stack.dynamodb.send(new DescribeTableCommand({ TableName: stack.stack.tableName }));
    expect(Table?.KeySchema?.map((key) => key.AttributeName)).toEqual(['pk', 'sk']);
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(TABLE_INDEXES.map((index) => index.indexName).sort());
    const ttl = await stack.dynamodb.send(new DescribeTimeToLiveCommand({ TableName: stack.stack.tableName }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe('expiresAt');
  });

  it('gives the handlers every environment variable they read', () => {
    for (const name of Object.values(ENV)) expect(process.env[name], name).toBeTruthy();
    expect(process.env.TABLE_NAME).toBe(stack.stack.tableName);
    expect(process.env.STAGE).toBe('local');
    expect(process.env.PROCESSING_QUEUE_URL).toBe(stack.stack.queues.processing?.url);
    expect(process.env.WS_MANAGEMENT_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_ws_management$/);
    expect(process.env.APP_ORIGIN).toBe(stack.url);
    expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBe(stack.stack.endpoints.dynamodb);
  });
});

describe('HTTP API', () => {
  it('answers GET /api/health from the real handler', async () => {
    const response = await stack.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', stage: 'local' });
  });

  it('answers an unknown /api route 404 as API Gateway does', async () => {
    const response = await stack.fetch('/api/no/such/route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('builds a payload 2.0 event and writes the structured result back, cookies included', async () => {
    const response = await stack.fetch('/api/test/echo/p%2042/a/b?tag=x&tag=y&one=1', {
      method: 'POST',
      headers: { cookie: 'hl_session=abc; theme=dark', 'content-type': 'application/json', 'X-Custom': 'Value' },
      body: JSON.stringify({ hi: 1 }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-test')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/test/echo/{id}/{rest+}');
    expect(event.rawPath).toBe('/api/test/echo/p%2042/a/b');
    expect(event.rawQueryString).toBe('tag=x&tag=y&one=1');
    expect(event.queryStringParameters).toEqual({ tag: 'x,y', one: '1' });
    expect(event.pathParameters).toEqual({ id: 'p 42', rest: 'a/b' });
    expect(event.cookies).toEqual(['hl_session=abc', 'theme=dark']);
    expect(event.headers['x-custom']).toBe('Value');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBe('{"hi":1}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.http.method).toBe('POST');
    expect(event.requestContext.http.path).toBe('/api/test/echo/p%2042/a/b');
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
    expect(event.requestContext.requestId).toMatch(/^[A-Za-z0-9+/]{15}=$/);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(10_000);
  });

  it('base64-encodes a binary request body', async () => {
    const response = await stack.fetch('/api/test/echo/1/2', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array([0xff, 0xd8, 0xff]) });
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers 500 with a generic body when a handler crashes', async () => {
    const response = await stack.fetch('/api/test/crash');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('takes a plain returned object as a 200 JSON body, and decodes base64 results', async () => {
    const plain = await stack.fetch('/api/test/plain');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({ hello: 'world' });
    const binary = await stack.fetch('/api/test/binary');
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });
});

describe('web client', () => {
  it('serves index.html for a deep link (SPA fallback)', async () => {
    const response = await stack.fetch('/people/42/timeline');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Heirloom test shell');
  });

  it('serves hashed assets with immutable caching, and 404 for a missing one', async () => {
    const asset = await stack.fetch('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await stack.fetch('/assets/missing-123.js')).status).toBe(404);
  });
});

describe('uploads: S3 -> SQS -> consumer', () => {
  it('turns a presigned PUT into an ObjectCreated notification on the upload events queue', async () => {
    const key = `uploads/test-user/${Date.now()}/Family photo (1).jpg`;
    const url = await getSignedUrl(stack.s3, new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: key, ContentType: 'image/jpeg' }), { expiresIn: 300 });
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg', origin: stack.url }, body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe(stack.url);

    const event = await eventually(() => uploadEvents.find((e) => e.Records.some((r) => r.body.includes('test-user'))));
    const record = event.Records[0]!;
    expect(record.eventSource).toBe('aws:sqs');
    expect(record.eventSourceARN).toBe(stack.stack.queues[UPLOAD_EVENTS_QUEUE]?.arn);
    expect(record.attributes.ApproximateReceiveCount).toBe('1');
    const notification = JSON.parse(record.body) as { Records: Array<{ eventSource: string; eventName: string; s3: { bucket: { name: string; arn: string }; object: { key: string; size: number; eTag: string } } }> };
    expect(notification.Records).toHaveLength(1);
    const s3Record = notification.Records[0]!;
    expect(s3Record.eventSource).toBe('aws:s3');
    expect(s3Record.eventName).toBe('ObjectCreated:Put');
    expect(s3Record.s3.bucket).toMatchObject({ name: stack.stack.buckets.uploads, arn: `arn:aws:s3:::${stack.stack.buckets.uploads}` });
    expect(decodeURIComponent(s3Record.s3.object.key.replace(/\+/g, ' '))).toBe(key);
    expect(s3Record.s3.object.size).toBe(4);
    expect(s3Record.s3.object.eTag).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the browser CORS preflight for a presigned PUT from the app origin', async () => {
    const response = await fetch(`${stack.stack.endpoints.s3}/${stack.stack.buckets.uploads}/some-key`, {
      method: 'OPTIONS',
      headers: { origin: stack.url, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('does not notify for objects written to the media bucket', async () => {
    const before = uploadEvents.length;
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: 'media/x.jpg', Body: 'x' }));
    // S3 notifies in the order objects are written: once an upload written after it is notified,
    // the media object's notification would have come first.
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: 'uploads/after-media.jpg', Body: 'x' }));
    await eventually(() => uploadEvents.find((e) => e.Records.some((r) => r.body.includes('after-media.jpg'))));
    const buckets = uploadEvents.slice(before).flatMap((e) => e.Records.flatMap((r) => (JSON.parse(r.body) as { Records: Array<{ s3: { bucket: { name: string } } }> }).Records.map((n) => n.s3.bucket.name)));
    expect(buckets).toEqual([stack.stack.buckets.uploads]);
  });
});

describe('queue consumers', () => {
  it('deletes succeeded messages, retries failed ones and dead-letters them after maxReceiveCount', async () => {
    const queue = stack.stack.queues['test-retry']!;
    await stack.sqs.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: [{ Id: '1', MessageBody: 'fine' }, { Id: '2', MessageBody: 'poison' }] }));

    const received = await receiveEventually(queue.dlqUrl);
    expect(received.Body).toBe('poison');
    expect(retryDeliveries.filter((d) => d.body === 'poison').map((d) => d.receiveCount)).toEqual(['1', '2']);
    expect(retryDeliveries.filter((d) => d.body === 'fine')).toHaveLength(1);
  });

  it('retries the whole batch when the handler throws', async () => {
    const queue = stack.stack.queues['test-throw']!;
    await stack.sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'anything' }));
    const received = await receiveEventually(queue.dlqUrl);
    expect(received.Body).toBe('anything');
  });
});

async function receiveEventually(queueUrl: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { Messages } = await stack.sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 2, MaxNumberOfMessages: 1 }));
    if (Messages?.[0]) return Messages[0];
  }
  throw new Error(`Nothing arrived on ${queueUrl}`);
}

describe('WebSocket API', () => {
  const management = () =>
    new ApiGatewayManagementApiClient({ endpoint: process.env.WS_MANAGEMENT_ENDPOINT, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

  function open(headers: Record<string, string> = {}) {
    const socket = new WebSocket(`${stack.wsUrl}?client=test`, { headers });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    return { socket, messages };
  }

  it('refuses the connection when $connect answers non-2xx (no session)', async () => {
    const { socket } = open();
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('routes $connect, login, $default and $disconnect to the real handlers and pushes through the management API', async () => {
    const cookie = await signedInCookie('ws-user');
    const { socket, messages } = open({ cookie });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
    expect(stack.stack.wsConnectionCount()).toBe(1);

    socket.send(JSON.stringify({ action: 'login', processing_ids: [] }));
    const loginReply = await eventually(() => messages.find((m) => m.includes('login_')));
    expect(JSON.parse(loginReply)).toEqual({ type: 'login_ok', user_id: 'ws-user' });

    socket.send(JSON.stringify({ action: 'dance' }));
    const unknown = await eventually(() => messages.find((m) => m.includes('Unknown action')));
    expect(JSON.parse(unknown)).toEqual({ type: 'error', message: 'Unknown action' });

    expect(await connectionStore().forUser('ws-user')).toHaveLength(1);
    socket.close();
    await eventually(() => (stack.stack.wsConnectionCount() === 0 ? true : undefined));
    // The real $disconnect handler forgot the connection.
    await eventually(async () => ((await connectionStore().forUser('ws-user')).length === 0 ? true : undefined));
  });

  it('serves PostToConnection, GetConnection and DeleteConnection to the real SDK client, and 410 for a gone connection', async () => {
    const cookie = await signedInCookie('mgmt-user');
    const { socket, messages } = open({ cookie, 'user-agent': 'vitest-ws' });
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(JSON.stringify({ action: 'login' }));
    await eventually(() => messages.find((m) => m.includes('login_ok')));

    const client = management();
    const connectionId = await storedConnectionId('mgmt-user');
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{"type":"photo_updated","photo":{}}') }));
    await eventually(() => messages.find((m) => m.includes('photo_updated')));

    const info = await client.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.UserAgent).toBe('vitest-ws');

    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await closed;
    await expect(client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{}') }))).rejects.toBeInstanceOf(GoneException);
    client.destroy();
  });
});

/** The connection id API Gateway assigned, as the real $connect handler stored it. */
async function storedConnectionId(userId: string): Promise<string> {
  const connections = await connectionStore().forUser(userId);
  const id = connections[0]?.connectionId;
  if (!id) throw new Error(`No stored connection for ${userId}`);
  return id;
}

describe('scheduler', () => {
  it('invokes a job with an EventBridge scheduled event, marked as run by hand', async () => {
    await stack.stack.runJob('test-job');
    expect(jobEvents).toHaveLength(1);
    expect(jobEvents[0]).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events' });
    // Digest jobs then send everything waiting, not only what is due this hour.
    expect(jobEvents[0]?.detail).toEqual({ runNow: true });
    expect(jobEvents[0]?.resources[0]).toContain('rule/heirloom-local-test-job');
  });

  it('runs the manifest job purge-stale-connections', async () => {
    // It runs to the end and says what it did (the dev jobs route shows that to the operator).
    await expect(stack.stack.runJob('purge-stale-connections')).resolves.toEqual({ removed: 0 });
  });
});

describe('outbox', () => {
  it('shows a message appended to OUTBOX_FILE on /_dev/outbox, escaped, newest first', async () => {
    const file = stack.stack.env.OUTBOX_FILE!;
    const line = (id: string, subject: string) => JSON.stringify({ id, channel: 'email', to: 'ann@example.com', subject, body: 'Your code is 123456\nhttps://x.test/a?b=1&c=2', sentAt: new Date().toISOString() });
    appendFileSync(file, `${line('m1', 'First')}\n`);
    appendFileSync(file, `${line('m2', 'Welcome <Ann> & family')}\n`);
    appendFileSync(file, `${JSON.stringify({ id: 's1', channel: 'sms', to: '+15551234567', body: 'Code 999', sentAt: new Date().toISOString() })}\n`);

    const page = await stack.fetch('/_dev/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Welcome &lt;Ann&gt; &amp; family');
    expect(html).not.toContain('<Ann>');
    expect(html).toContain('<a href="https://x.test/a?b=1&amp;c=2">');
    expect(html.indexOf('Code 999')).toBeLessThan(html.indexOf('Welcome'));
    expect(html.indexOf('Welcome')).toBeLessThan(html.indexOf('First'));

    const json = (await (await stack.fetch('/_dev/outbox.json')).json()) as Array<{ id: string; channel: string }>;
    expect(json.map((m) => m.id)).toEqual(['s1', 'm2', 'm1']);
    expect(json[0]?.channel).toBe('sms');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { Entity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDeadlineSchema, uploadSchema } from '../../lambdas/adapters/aws/entities/upload-entity';
import { documentClient } from '../../lambdas/runtime/clients';
import { makeVideo } from '../support/generate-media';
import { startTestStack, type TestStack } from '../support/local-stack';
import { uploadFile } from '../support/uploads';
import { outcomeOf, trialUserWithTab } from '../support/upload-outcomes';

/**
 * The videos lane: one video a batch, ten side by side. A stand-in for Lambda killing a run (out
 * of memory or time: no answer at all) wraps the real consumer for the uploads the test names.
 */
const killed = new Set<string>();
const held: Array<() => void> = [];
let killedDeliveries = 0;

async function videosConsumer(event: SQSEvent, context: unknown): Promise<SQSBatchResponse> {
  if (event.Records.some((record) => [...killed].some((name) => record.body.includes(name)))) {
    killedDeliveries += 1;
    // Never answers, as a killed function never does; released only when the stack stops.
    return new Promise((resolve) => held.push(() => resolve({ batchItemFailures: [] })));
  }
  const { handler } = await import('../../lambdas/queue/process-video');
  return handler(event, context as never);
}

let stack: TestStack;
beforeAll(async () => {
  // A visibility timeout longer than ten transcodes on two cores: no redelivery while one runs.
  stack = await startTestStack({ queueRetrySeconds: 60, queueHandlerOverrides: { videos: videosConsumer, faces: async () => ({ batchItemFailures: [] }) } });
});
afterAll(async () => {
  for (const release of held) release();
  await stack?.stop();
});

describe('videos have a queue and a consumer of their own', () => {
  it('ten clips uploaded together all become videos', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const clips = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({ name: `clip-${i}.mp4`, bytes: readFileSync(await makeVideo({ seconds: 1, width: 160 + 16 * i, height: 120, codec: 'h264', container: 'mp4', withAudio: i % 2 === 0 })), contentType: 'video/mp4' })),
    );
    const uploads = await Promise.all(clips.map((clip) => uploadFile(client, clip)));
    for (const [i, upload] of uploads.entries()) {
      const outcome = await outcomeOf(tab, upload.upload_id);
      expect(outcome.type, clips[i]!.name).toBe('processing_complete');
      expect((outcome.item as { photo: { image_type: string; width: number } }).photo).toMatchObject({ image_type: 'video', width: 160 + 16 * i });
    }
    const photos = (await client.get('/photos')).body.photos as Array<{ image_type: string }>;
    expect(photos.filter((photo) => photo.image_type === 'video')).toHaveLength(10);
    tab.close();
  }, 240_000);

  it('a video converted for browsers leaves nothing behind in the function’s scratch space (a warm Lambda keeps its /tmp)', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const clip = { name: 'old-camera.avi', bytes: readFileSync(await makeVideo({ seconds: 1, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true })), contentType: 'video/x-msvideo' };
    const upload = await uploadFile(client, clip);
    const outcome = await outcomeOf(tab, upload.upload_id);
    expect(outcome.type).toBe('processing_complete');
    const { id, video_url } = (outcome.item as { photo: { id: string; video_url: string } }).photo;
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    // Played from its converted copy, not the original.
    expect(video_url).toContain('playback.mp4');
    // The processing runs in this process: its scratch space is this machine's temporary folder.
    expect(existsSync(join(tmpdir(), `${id}.mp4`))).toBe(false);
    tab.close();
  }, 120_000);

  it('a video whose every attempt is killed ends failed with Retry, and Retry makes it', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const clip = { name: 'killed-party.mp4', bytes: readFileSync(await makeVideo({ seconds: 1, width: 320, height: 180, codec: 'h264', container: 'mp4', withAudio: true })), contentType: 'video/mp4' };
    killed.add('killed-party.mp4');
    const upload = await uploadFile(client, clip);
    const uploads = new Entity(uploadSchema, { client: documentClient(), table: stack.stack.tableName });
    const deadlines = new Entity(uploadDeadlineSchema, { client: documentClient(), table: stack.stack.tableName });
    // The intake routed it to the videos queue, where the run is killed: the upload is processing, with a processing deadline.
    await expect.poll(() => killedDeliveries, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await uploads.get({ uploadId: upload.upload_id }).go()).data?.status).toBe('processing');
    const deadline = (await deadlines.get({ uploadId: upload.upload_id }).go()).data?.deadline;
    // Three attempts of the videos queue's 90-minute visibility timeout, and a minute.
    expect(deadline).toBeGreaterThan(Date.now() + 3 * 5400_000);

    // The sweep before the deadline leaves it alone; past it (as once every attempt has had its time), it fails it.
    await stack.stack.runJob('release-abandoned-uploads');
    expect((await uploads.get({ uploadId: upload.upload_id }).go()).data?.status).toBe('processing');
    await deadlines.patch({ uploadId: upload.upload_id }).set({ deadline: Date.now() - 1 }).go();
    await stack.stack.runJob('release-abandoned-uploads');
    const failed = await outcomeOf(tab, upload.upload_id, 10_000);
    expect(failed).toMatchObject({ type: 'processing_failed', message: 'We could not process this file. Please try again.' });
    expect((await uploads.get({ uploadId: upload.upload_id }).go()).data).toMatchObject({ status: 'failed', error: 'We could not process this file. Please try again.' });

    // Retry: a fresh URL for the same upload, the same bytes again; this time the run is not killed.
    killed.clear();
    tab.messages.length = 0;
    const again = await client.post('/upload_url', { name: clip.name, contenttype: clip.contentType, size: clip.bytes.length, upload_id: upload.upload_id });
    expect(again.status).toBe(200);
    const put = await fetch(again.body.url, { method: 'PUT', headers: again.body.headers, body: clip.bytes });
    expect(put.ok).toBe(true);
    const done = await outcomeOf(tab, upload.upload_id);
    expect(done.type).toBe('processing_complete');
    expect((done.item as { photo: { image_type: string } }).photo.image_type).toBe('video');
    tab.close();
  }, 120_000);
});

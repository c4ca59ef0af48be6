import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VideoProcessingError,
  VideoTimeoutError,
  VideoToolMissingError,
  needsTranscode,
  probeVideo,
  transcodeToMp4,
} from '../../../../lambdas/domain/media/video';
import { makeVideo, scratchDir } from '../../../support/generate-media';

const output = (name: string) => join(scratchDir(), name);

describe('transcodeToMp4', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('turns an MPEG-4 AVI into a browser-playable H.264/AAC MP4 with its index first', { timeout: 30_000 }, async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true });
    const before = await probeVideo(clip);
    expect(needsTranscode(before)).toBe(true);

    const progress: number[] = [];
    const after = await transcodeToMp4(clip, output('from-avi.mp4'), { probe: before, onProgress: (f) => progress.push(f) });

    expect(after).toMatchObject({ container: 'mp4', videoCodec: 'h264', pixelFormat: 'yuv420p', audioCodec: 'aac', width: 320, height: 240 });
    expect(after.durationSeconds).toBeCloseTo(2, 0);
    expect(needsTranscode(after)).toBe(false);
    expect(await probeVideo(output('from-avi.mp4'))).toEqual(after);
    // +faststart: the moov index comes before the media data, so playback starts while downloading.
    const bytes = await readFile(output('from-avi.mp4'));
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('keeps a silent VP9 WebM silent', { timeout: 30_000 }, async () => {
    const clip = await makeVideo({ seconds: 1, width: 160, height: 90, codec: 'vp9', container: 'webm', withAudio: false });
    const after = await transcodeToMp4(clip, output('from-webm.mp4'));
    expect(after).toMatchObject({ videoCodec: 'h264', audioCodec: null, width: 160, height: 90 });
  });

  it('keeps a rotated clip the way it is watched (upright frames, no rotation flag left to misread) and its date', { timeout: 30_000 }, async () => {
    const clip = await makeVideo({
      seconds: 1,
      width: 320,
      height: 240,
      codec: 'h264',
      container: 'mov',
      withAudio: true,
      rotation: 90,
      pixelFormat: 'yuv422p',
      tags: { creation_time: '2012-08-19T15:00:00Z' },
    });
    const before = await probeVideo(clip);
    expect(needsTranscode(before)).toBe(true);
    const after = await transcodeToMp4(clip, output('from-rotated.mp4'), { probe: before });
    expect(after).toMatchObject({ width: 240, height: 320, codedWidth: 240, codedHeight: 320, rotation: 0, pixelFormat: 'yuv420p' });
    expect(after.creationTime?.text).toBe('19 Aug 2012');
  });

  it('an H.264/AAC MP4 needs no transcoding', async () => {
    const clip = await makeVideo({ seconds: 1, width: 320, height: 240, codec: 'h264', container: 'mp4', withAudio: true });
    expect(needsTranscode(await probeVideo(clip))).toBe(false);
  });

  it('reports ffmpeg failures with its own words and leaves no partial file', async () => {
    const clip = await makeVideo({ seconds: 1, width: 160, height: 90, codec: 'vp9', container: 'webm', withAudio: false });
    const probe = await probeVideo(clip);
    const broken = output('broken.webm');
    await writeFile(broken, (await readFile(clip)).subarray(0, 200));
    const target = output('broken.mp4');
    const failure = transcodeToMp4(broken, target, { probe });
    await expect(failure).rejects.toBeInstanceOf(VideoProcessingError);
    await expect(failure).rejects.toThrow(/ffmpeg failed to convert the video to MP4 \(exit code \d+\): .+/);
    expect(existsSync(target)).toBe(false);
  });

  it('kills ffmpeg at the time limit instead of hanging', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true });
    const probe = await probeVideo(clip);
    const target = output('too-slow.mp4');
    await expect(transcodeToMp4(clip, target, { probe, timeoutMs: 1 })).rejects.toBeInstanceOf(VideoTimeoutError);
    expect(existsSync(target)).toBe(false);
  });

  it('says how to install ffmpeg when it is not there', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true });
    const probe = await probeVideo(clip);
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/bin/ffmpeg');
    const failure = transcodeToMp4(clip, output('no-ffmpeg.mp4'), { probe });
    await expect(failure).rejects.toBeInstanceOf(VideoToolMissingError);
    await expect(failure).rejects.toThrow('sudo apt-get install -y ffmpeg');
  });
});

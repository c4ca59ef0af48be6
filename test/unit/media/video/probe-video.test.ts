import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CorruptVideoError, VideoToolMissingError, probeVideo } from '../../../../lambdas/domain/media/video';
import { makeVideo, scratchDir } from '../../../support/generate-media';

describe('probeVideo on generated clips', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads an H.264/AAC MP4', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'h264', container: 'mp4', withAudio: true });
    const probe = await probeVideo(clip);
    expect(probe).toMatchObject({ width: 320, height: 240, rotation: 0, videoCodec: 'h264', pixelFormat: 'yuv420p', audioCodec: 'aac', container: 'mp4' });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
  });

  it('reads an MPEG-4 Part 2 AVI with MP3 sound', async () => {
    const clip = await makeVideo({ seconds: 1, width: 176, height: 144, codec: 'mpeg4', container: 'avi', withAudio: true });
    const probe = await probeVideo(clip);
    expect(probe).toMatchObject({ width: 176, height: 144, videoCodec: 'mpeg4', audioCodec: 'mp3', container: 'avi' });
    expect(probe.durationSeconds).toBeCloseTo(1, 1);
  });

  it('reads a silent VP9 WebM', async () => {
    const clip = await makeVideo({ seconds: 1, width: 160, height: 90, codec: 'vp9', container: 'webm', withAudio: false });
    const probe = await probeVideo(clip);
    expect(probe).toMatchObject({ width: 160, height: 90, videoCodec: 'vp9', audioCodec: null, container: 'webm' });
  });

  it('reads a phone-style rotation: stored 320 x 240, shown 240 x 320', async () => {
    const clip = await makeVideo({ seconds: 1, width: 320, height: 240, codec: 'h264', container: 'mov', withAudio: false, rotation: 90 });
    const probe = await probeVideo(clip);
    expect(probe).toMatchObject({ rotation: 90, width: 240, height: 320, codedWidth: 320, codedHeight: 240, container: 'mov' });
  });

  it('reads the recording date and place a phone writes', async () => {
    const clip = await makeVideo({
      seconds: 1,
      width: 160,
      height: 120,
      codec: 'h264',
      container: 'mov',
      withAudio: false,
      tags: { creation_time: '2019-05-04T12:34:56Z', 'com.apple.quicktime.location.ISO6709': '+37.7750-122.4190+010.000/' },
    });
    const probe = await probeVideo(clip);
    expect(probe.creationTime).toEqual({ text: '4 May 2019', raw: '2019-05-04T12:34:56Z' });
    expect(probe.gps).toEqual({ latitude: 37.775, longitude: -122.419, altitude: 10 });
  });

  it('throws CorruptVideoError for random bytes, a truncated MP4 and a text file', async () => {
    const random = join(scratchDir(), 'random.mp4');
    await writeFile(random, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'h264', container: 'mp4', withAudio: true });
    const truncated = join(scratchDir(), 'truncated.mp4');
    const bytes = await readFile(clip);
    // ffmpeg writes the index (moov) last; half a file is what an interrupted upload leaves.
    await writeFile(truncated, bytes.subarray(0, bytes.length / 2));
    const text = join(scratchDir(), 'notes.mp4');
    await writeFile(text, 'Grandma Rose, summer 1962, at the lake house.\n'.repeat(50));

    for (const file of [random, truncated, text]) {
      await expect(probeVideo(file), file).rejects.toBeInstanceOf(CorruptVideoError);
    }
    await expect(probeVideo(text)).rejects.toThrow(/could not be read|does not contain a video/);
  });

  it('lets a missing file through as the caller bug it is', async () => {
    await expect(probeVideo(join(scratchDir(), 'never-written.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('says how to install ffmpeg when ffprobe is not there', async () => {
    const clip = await makeVideo({ seconds: 1, width: 176, height: 144, codec: 'mpeg4', container: 'avi', withAudio: true });
    vi.stubEnv('FFPROBE_PATH', '/nonexistent/bin/ffprobe');
    const failure = probeVideo(clip);
    await expect(failure).rejects.toBeInstanceOf(VideoToolMissingError);
    await expect(failure).rejects.toThrow('sudo apt-get install -y ffmpeg');
  });
});

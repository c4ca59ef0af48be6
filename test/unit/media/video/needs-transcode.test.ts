import { describe, expect, it } from 'vitest';
import { fitWithin } from '../../../../lambdas/domain/media/video/frame-size';
import { needsTranscode } from '../../../../lambdas/domain/media/video/needs-transcode';
import type { VideoProbe } from '../../../../lambdas/domain/media/video/probe-result';

const phoneClip: VideoProbe = {
  durationSeconds: 10,
  width: 1920,
  height: 1080,
  codedWidth: 1920,
  codedHeight: 1080,
  rotation: 0,
  videoCodec: 'h264',
  pixelFormat: 'yuv420p',
  audioCodec: 'aac',
  container: 'mp4',
  interlaced: false,
  creationTime: null,
  gps: null,
};

describe('needsTranscode', () => {
  it('leaves H.264 4:2:0 with AAC or no sound in MP4 or QuickTime alone', () => {
    expect(needsTranscode(phoneClip)).toBe(false);
    expect(needsTranscode({ ...phoneClip, container: 'mov', audioCodec: null })).toBe(false);
    expect(needsTranscode({ ...phoneClip, pixelFormat: 'yuvj420p', rotation: 90 })).toBe(false);
  });

  it('converts what some browser cannot play', () => {
    expect(needsTranscode({ ...phoneClip, videoCodec: 'hevc' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, pixelFormat: 'yuv420p10le' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, pixelFormat: 'yuv422p' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, audioCodec: 'pcm_s16le' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, container: 'mkv' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, container: 'webm', videoCodec: 'vp9', audioCodec: 'opus' })).toBe(true);
    expect(needsTranscode({ ...phoneClip, container: 'avi', videoCodec: 'mpeg4', audioCodec: 'mp3' })).toBe(true);
  });
});

describe('fitWithin (1080p limits)', () => {
  it('shrinks 4K to 1080p in either orientation and never enlarges', () => {
    expect(fitWithin(3840, 2160, 1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(fitWithin(2160, 3840, 1920, 1080)).toEqual({ width: 1080, height: 1920 });
    expect(fitWithin(640, 480, 1920, 1080)).toEqual({ width: 640, height: 480 });
  });

  it('keeps sizes even for 4:2:0 H.264', () => {
    expect(fitWithin(321, 241, 1920, 1080)).toEqual({ width: 322, height: 242 });
    expect(fitWithin(1440, 1080, 1920, 1000)).toEqual({ width: 1334, height: 1000 });
  });
});

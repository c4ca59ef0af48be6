import type { VideoProbe } from './probe-result';

/**
 * Whether a video must be converted before every browser can play it. The one format that plays
 * everywhere (Chrome, Firefox, Safari, phones) is H.264 8-bit 4:2:0 video with AAC audio (or none) in
 * an MP4/QuickTime file. HEVC (iPhones since 2017), VP9/WebM (not on older Safari), MPEG-4 Part 2 AVI,
 * 10-bit or 4:2:2 H.264 all get converted.
 *
 * yuvj420p is the same 4:2:0 layout flagged full-range (some Android phones write it); browsers decode it.
 */
const PLAYABLE_CONTAINERS = new Set(['mp4', 'mov']);
const PLAYABLE_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

export function needsTranscode(probe: VideoProbe): boolean {
  const playable =
    PLAYABLE_CONTAINERS.has(probe.container) &&
    probe.videoCodec === 'h264' &&
    PLAYABLE_PIXEL_FORMATS.has(probe.pixelFormat ?? '') &&
    (probe.audioCodec === null || probe.audioCodec === 'aac');
  return !playable;
}

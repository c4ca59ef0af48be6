import { CorruptVideoError } from './errors';
import { creationTimeFromTags, type VideoCreationTime } from './creation-time';
import { parseIso6709, type VideoGps } from './iso6709';

/** What the pipeline needs to know about a video before deciding what to do with it. */
export interface VideoProbe {
  /** null when the file does not say (e.g. browser-recorded WebM); never guessed. */
  durationSeconds: number | null;
  /** Size as a viewer sees it: rotation and non-square pixels (DV, HDV) applied. */
  width: number;
  height: number;
  /** Size of the frames as stored, before rotation and pixel aspect. */
  codedWidth: number;
  codedHeight: number;
  /** Degrees clockwise a player turns the stored frames (a phone held upright records 90). */
  rotation: 0 | 90 | 180 | 270;
  /** ffmpeg codec names: 'h264', 'hevc', 'mpeg4', 'vp9', 'aac', 'mp3'... */
  videoCodec: string;
  pixelFormat: string | null;
  audioCodec: string | null;
  /** 'mp4', 'mov', '3gp', 'webm', 'mkv', 'avi', 'mpegts', 'mpeg', 'asf', 'flv', 'ogg'... */
  container: string;
  /** Interlaced frames (camcorder DV, 1080i AVCHD) are deinterlaced when transcoding. */
  interlaced: boolean;
  creationTime: VideoCreationTime | null;
  gps: VideoGps | null;
}

/** The parts of `ffprobe -print_format json -show_format -show_streams` we read. */
export interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  sample_aspect_ratio?: string;
  field_order?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
}

/** Demuxers that will "open" almost anything: text files read as ANSI art, lone images as one-frame video. */
const NOT_VIDEO_FORMATS = /^(tty|image2|lavfi)$|_pipe$/;

/** Where phones and cameras put the location: Apple's key, then the ©xyz atom ffmpeg calls 'location'. */
const LOCATION_TAGS = ['com.apple.quicktime.location.ISO6709', 'location', 'location-eng'];

export function videoProbeFrom(output: FfprobeOutput): VideoProbe {
  const streams = output.streams ?? [];
  const formatName = output.format?.format_name ?? '';
  if (NOT_VIDEO_FORMATS.test(formatName.split(',')[0] ?? '')) {
    throw new CorruptVideoError(`ffprobe read the file as '${formatName}', not a video`, notAVideo);
  }
  // Cover art in MP4/MKV is a one-picture "video" stream marked attached_pic; the real picture is elsewhere.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video?.codec_name || !video.width || !video.height) {
    throw new CorruptVideoError(`no video stream in '${formatName}'`, notAVideo);
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = rotationOf(video);
  const displayWidth = Math.max(1, Math.round(video.width * pixelAspect(video.sample_aspect_ratio)));
  const sideways = rotation === 90 || rotation === 270;
  const tags = output.format?.tags;

  return {
    durationSeconds: positive(output.format?.duration) ?? positive(video.duration),
    width: sideways ? video.height : displayWidth,
    height: sideways ? displayWidth : video.height,
    codedWidth: video.width,
    codedHeight: video.height,
    rotation,
    videoCodec: video.codec_name,
    pixelFormat: video.pix_fmt ?? null,
    audioCodec: audio?.codec_name ?? null,
    container: containerOf(formatName, tags, video.codec_name, audio?.codec_name),
    interlaced: ['tt', 'bb', 'tb', 'bt'].includes(video.field_order ?? ''),
    creationTime: creationTimeFromTags(tags, video.tags),
    gps: gpsFromTags(tags),
  };
}

const notAVideo = 'This file does not contain a video Heirloom can read.';

function positive(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * ffprobe 5+ reports a display matrix rotation in degrees counter-clockwise (an upright phone clip reads
 * -90); ffprobe 4 reported a clockwise 'rotate' tag. Both become clockwise quarter turns.
 */
function rotationOf(video: FfprobeStream): VideoProbe['rotation'] {
  const matrix = video.side_data_list?.find((d) => d.side_data_type === 'Display Matrix' && typeof d.rotation === 'number');
  const clockwise = matrix ? -(matrix.rotation as number) : Number(video.tags?.rotate ?? 0);
  if (!Number.isFinite(clockwise)) return 0;
  const quarterTurns = ((Math.round(clockwise / 90) % 4) + 4) % 4;
  return (quarterTurns * 90) as VideoProbe['rotation'];
}

function pixelAspect(sampleAspect: string | undefined): number {
  const [num, den] = (sampleAspect ?? '').split(':').map(Number);
  return num && den && num > 0 && den > 0 ? num / den : 1;
}

/** ffmpeg names demuxer families ('mov,mp4,m4a,3gp,3g2,mj2'); the brand or codecs tell the members apart. */
function containerOf(formatName: string, tags: Record<string, string> | undefined, videoCodec: string, audioCodec?: string): string {
  const family = formatName.split(',');
  if (family.includes('mov')) {
    const brand = (tags?.major_brand ?? '').trim().toLowerCase();
    if (brand === 'qt') return 'mov';
    if (brand.startsWith('3g')) return '3gp';
    return 'mp4';
  }
  if (family.includes('matroska')) {
    const webmCodecs = ['vp8', 'vp9', 'av1'].includes(videoCodec) && (!audioCodec || ['opus', 'vorbis'].includes(audioCodec));
    return webmCodecs ? 'webm' : 'mkv';
  }
  return family[0] || 'unknown';
}

function gpsFromTags(tags: Record<string, string> | undefined): VideoGps | null {
  for (const name of LOCATION_TAGS) {
    const value = tags?.[name];
    const gps = value ? parseIso6709(value) : null;
    if (gps) return gps;
  }
  return null;
}

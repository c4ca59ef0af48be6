/**
 * Video processing for the upload pipeline: files in, results out (no storage, no queues).
 * probe -> needsTranscode? -> transcodeToMp4; posterFrame for the thumbnail. Needs ffmpeg and ffprobe
 * (see tool-paths.ts for where they come from).
 */
export { probeVideo, type VideoProbe } from './probe-video';
export { posterFrame, type PosterFrameOptions } from './poster-frame';
export { needsTranscode } from './needs-transcode';
export { transcodeToMp4, type TranscodeOptions } from './transcode-to-mp4';
export { CorruptVideoError, VideoProcessingError, VideoTimeoutError, VideoToolMissingError } from './errors';
export type { VideoCreationTime } from './creation-time';
export type { VideoGps } from './iso6709';
export { FFMPEG_PATH_ENV, FFPROBE_PATH_ENV } from './tool-paths';

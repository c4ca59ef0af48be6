import { describe, expect, it } from 'vitest';
import { CorruptVideoError } from '../../../../lambdas/domain/media/video/errors';
import { videoProbeFrom, type FfprobeOutput } from '../../../../lambdas/domain/media/video/probe-result';

/** ffprobe JSON shaped like what real cameras and phones produce, for cases a generated clip cannot show. */
function ffprobe(video: Record<string, unknown>, format: Record<string, unknown> = {}, extra: object[] = []): FfprobeOutput {
  return {
    streams: [{ codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p', ...video }, ...extra],
    format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.5', ...format },
  };
}

describe('videoProbeFrom', () => {
  it('reads an upright iPhone clip: display matrix -90 is a clockwise quarter turn, shown 1080 x 1920', () => {
    const probe = videoProbeFrom(ffprobe({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] }));
    expect(probe).toMatchObject({ rotation: 90, width: 1080, height: 1920, codedWidth: 1920, codedHeight: 1080 });
  });

  it('reads the clockwise rotate tag older ffprobe versions print', () => {
    expect(videoProbeFrom(ffprobe({ tags: { rotate: '270' } })).rotation).toBe(270);
    expect(videoProbeFrom(ffprobe({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 180 }] })).rotation).toBe(180);
    expect(videoProbeFrom(ffprobe({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 90 }] })).rotation).toBe(270);
  });

  it('widens anamorphic PAL DV (720 x 576 with 64:45 pixels) to its 16:9 display size', () => {
    const probe = videoProbeFrom(ffprobe({ codec_name: 'dvvideo', width: 720, height: 576, sample_aspect_ratio: '64:45', field_order: 'bb' }, { format_name: 'avi' }));
    expect(probe).toMatchObject({ width: 1024, height: 576, codedWidth: 720, container: 'avi', interlaced: true });
  });

  it('skips cover art and uses the real picture track', () => {
    const output = ffprobe({ codec_name: 'mjpeg', width: 600, height: 600, disposition: { attached_pic: 1 } }, {}, [
      { codec_type: 'video', codec_name: 'hevc', width: 3840, height: 2160, pix_fmt: 'yuv420p10le' },
      { codec_type: 'audio', codec_name: 'aac' },
    ]);
    expect(videoProbeFrom(output)).toMatchObject({ videoCodec: 'hevc', width: 3840, pixelFormat: 'yuv420p10le', audioCodec: 'aac' });
  });

  it('reports an unknown duration as null (browser-recorded WebM has none)', () => {
    const probe = videoProbeFrom(ffprobe({ codec_name: 'vp8' }, { format_name: 'matroska,webm', duration: undefined }));
    expect(probe.durationSeconds).toBeNull();
    expect(probe.container).toBe('webm');
  });

  it('names members of the QuickTime and Matroska families by brand and codecs', () => {
    expect(videoProbeFrom(ffprobe({}, { tags: { major_brand: 'qt  ' } })).container).toBe('mov');
    expect(videoProbeFrom(ffprobe({}, { tags: { major_brand: '3gp4' } })).container).toBe('3gp');
    expect(videoProbeFrom(ffprobe({}, { tags: { major_brand: 'isom' } })).container).toBe('mp4');
    expect(videoProbeFrom(ffprobe({}, { format_name: 'matroska,webm' })).container).toBe('mkv');
    expect(videoProbeFrom(ffprobe({}, { format_name: 'mpegts' })).container).toBe('mpegts');
  });

  it('reads the recording date and place from Apple tags', () => {
    const probe = videoProbeFrom(
      ffprobe({}, {
        tags: {
          creation_time: '2019-05-05T02:10:00.000000Z',
          'com.apple.quicktime.creationdate': '2019-05-04T19:10:00-0700',
          'com.apple.quicktime.location.ISO6709': '+37.7750-122.4190+012.345/',
        },
      }),
    );
    // The local day in California, not the UTC day after it.
    expect(probe.creationTime).toEqual({ text: '4 May 2019', raw: '2019-05-04T19:10:00-0700' });
    expect(probe.gps).toEqual({ latitude: 37.775, longitude: -122.419, altitude: 12.345 });
  });

  it('rejects files that only look like video to ffprobe: text read as ANSI art, a lone JPEG, no picture', () => {
    expect(() => videoProbeFrom(ffprobe({ codec_name: 'ansi' }, { format_name: 'tty' }))).toThrow(CorruptVideoError);
    expect(() => videoProbeFrom(ffprobe({ codec_name: 'mjpeg' }, { format_name: 'jpeg_pipe' }))).toThrow(CorruptVideoError);
    const audioOnly: FfprobeOutput = { streams: [{ codec_type: 'audio', codec_name: 'mp3' }], format: { format_name: 'mp3' } };
    expect(() => videoProbeFrom(audioOnly)).toThrow('This file does not contain a video Heirloom can read.');
  });
});

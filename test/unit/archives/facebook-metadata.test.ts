import { describe, expect, it } from 'vitest';
import { libraryDate } from '../../../lambdas/domain/archives/archive-metadata';
import { ArchiveMetadataIndex, surveyArchive } from '../../../lambdas/domain/archives/archive-plan';
import { collectFacebookMedia, facebookMediaFor, facebookText, type FacebookMedia } from '../../../lambdas/domain/archives/facebook-metadata';

describe('Facebook download metadata', () => {
  it('turns its byte-escaped text back into what was typed, and leaves real text alone', () => {
    expect(facebookText('Gro\u00c3\u009fmutter')).toBe('Großmutter');
    expect(facebookText('Caf\u00e9')).toBe('Café');
    expect(facebookText('  ')).toBeNull();
  });

  it('takes the camera time over the upload time, the place, the album and the post text', () => {
    const media = new Map<string, FacebookMedia>();
    collectFacebookMedia(
      { name: 'Party', photos: [{ uri: 'posts/media/a/1.jpg', creation_timestamp: 1600000000, media_metadata: { photo_metadata: { exif_data: [{ latitude: 1.5, longitude: 2.5, taken_timestamp: 1599000000 }] } } }] },
      media,
    );
    collectFacebookMedia([{ timestamp: 1500000000, data: [{ post: 'School' }], attachments: [{ data: [{ media: { uri: 'posts/media/b/2.mp4' } }] }] }], media);
    expect(media.get('posts/media/a/1.jpg')).toEqual({ takenAt: 1599000000000, latitude: 1.5, longitude: 2.5, altitude: null, description: null, album: 'Party' });
    expect(media.get('posts/media/b/2.mp4')).toEqual({ takenAt: 1500000000000, latitude: null, longitude: null, altitude: null, description: 'School', album: null });
    expect(facebookMediaFor('facebook-jdoe/posts/media/a/1.jpg', media)?.album).toBe('Party');
    expect(facebookMediaFor('elsewhere/1.jpg', media)).toBeNull();
  });
});

describe('planning an archive', () => {
  it('recognises a Facebook download and reads only its activity JSON', () => {
    const survey = surveyArchive([
      { index: 0, path: 'fb/your_facebook_activity/posts/media/a/1.jpg', size: 10 },
      { index: 1, path: 'fb/your_facebook_activity/posts/album/0.json', size: 10 },
      { index: 2, path: 'fb/your_facebook_activity/messages/inbox/x.json', size: 10 },
    ]);
    expect(survey.source).toBe('facebook');
    expect(survey.jsonToRead.map((entry) => entry.path)).toEqual(['fb/your_facebook_activity/posts/album/0.json']);
  });

  it('lists album photos first, with their sidecar metadata, and skips hidden and empty files', () => {
    const entries = [
      { index: 0, path: 'Takeout/Google Photos/Photos from 2019/a.jpg', size: 10 },
      { index: 1, path: 'Takeout/Google Photos/Photos from 2019/a.jpg.json', size: 10 },
      { index: 2, path: 'Takeout/Google Photos/Trip/b.jpg', size: 10 },
      { index: 3, path: 'Takeout/Google Photos/Trip/metadata.json', size: 10 },
      { index: 4, path: '__MACOSX/Takeout/._a.jpg', size: 10 },
      { index: 5, path: 'Takeout/Google Photos/Trip/empty.jpg', size: 0 },
    ];
    const survey = surveyArchive(entries);
    expect(survey.jsonToRead.map((entry) => entry.index)).toEqual([1, 3]);
    const index = new ArchiveMetadataIndex(survey);
    index.add('Takeout/Google Photos/Photos from 2019/a.jpg.json', { photoTakenTime: { timestamp: '1562241600' } });
    index.add('Takeout/Google Photos/Trip/metadata.json', { title: 'Trip' });
    const plan = index.plan();
    expect(plan.map((item) => [item.entry.path, item.album?.title ?? null, item.metadata.takenAt])).toEqual([
      ['Takeout/Google Photos/Trip/b.jpg', 'Trip', null],
      ['Takeout/Google Photos/Photos from 2019/a.jpg', null, 1562241600000],
    ]);
  });

  it('dates by the UTC day the export gives', () => {
    expect(libraryDate(Date.UTC(2019, 6, 4, 23, 30))).toEqual({ text: '4 Jul 2019', sort: expect.stringContaining('2019-07-04') });
  });
});

import { bulkUpdateRequest, deletePhotosRequest, photosQuery, savePhotoRequest } from '@heirloom/shared/contracts/photos';
import { describe, expect, it } from 'vitest';

describe('GET /photos query', () => {
  it('reads repeated lists (joined with commas by API Gateway) and flags', () => {
    expect(photosQuery.parse({ list: 'Kids,Grand Kids', missing_date: 'true' })).toMatchObject({ list: ['Kids', 'Grand Kids'], missing_date: true });
    expect(photosQuery.parse({ missing_date: '' }).missing_date).toBe(true);
    expect(photosQuery.parse({}).missing_date).toBe(false);
    expect(photosQuery.parse({ location_id: 'none', missing_date: '1' })).toMatchObject({ location_id: 'none', missing_date: true });
  });

  it('refuses unknown lists and more than one filter', () => {
    expect(photosQuery.safeParse({ list: 'Cousins' }).success).toBe(false);
    expect(photosQuery.safeParse({ location_id: 'L1', event_id: 'none' }).success).toBe(false);
    expect(photosQuery.safeParse({ person_id: 'none', list: 'Me' }).success).toBe(false);
  });
});

describe('bodies', () => {
  it('bulk delete takes ids, photo objects or {photos}, without repeats', () => {
    expect(deletePhotosRequest.parse(['a', { id: 'b' }, 'a'])).toEqual(['a', 'b']);
    expect(deletePhotosRequest.parse({ photos: ['a'] })).toEqual(['a']);
    expect(deletePhotosRequest.safeParse([]).success).toBe(false);
    expect(deletePhotosRequest.safeParse(Array.from({ length: 501 }, (_, i) => `p${i}`)).success).toBe(false);
  });

  it('a save reads only the editable fields of the photo sent back', () => {
    const parsed = savePhotoRequest.parse({ id: 'p1', thumbnail_urls: {}, location: { id: 'L1', formatted_address: 'Berlin, Germany', place_id: null }, event_id: null, description: ' Hi ' });
    expect(parsed).toEqual({ location: { id: 'L1', formatted_address: 'Berlin, Germany', place_id: null }, event_id: null, description: 'Hi' });
    expect(savePhotoRequest.safeParse({ location: {} }).success).toBe(false);
    expect(bulkUpdateRequest.safeParse({ photos: ['p1'], event: { name: '' } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { storedCopyOf } from '../../../lambdas/domain/uploads/processing/stored-copy';
import type { CatalogItem, MediaCatalog } from '../../../lambdas/ports/media';

/** The same file sent again: its photo in the uploader's trash comes back, a photo deleted for good is no copy. */

const catalogHolding = (item: CatalogItem | null) => ({ findByContentHash: async () => item }) as unknown as MediaCatalog;

describe('the stored copy of an uploaded file', () => {
  it('restores a photo or video of the uploader from their trash and answers it', async () => {
    const asked: string[] = [];
    const restoreTrashedCopy = async (ownerId: string, photoId: string) => (asked.push(`${ownerId}/${photoId}`), true);
    expect(await storedCopyOf({ catalog: catalogHolding({ itemType: 'photo', itemId: 'p1' }), restoreTrashedCopy }, 'ann', 'sha')).toEqual({ itemType: 'photo', itemId: 'p1' });
    expect(await storedCopyOf({ catalog: catalogHolding({ itemType: 'video', itemId: 'v1' }), restoreTrashedCopy }, 'ann', 'sha')).toEqual({ itemType: 'video', itemId: 'v1' });
    expect(asked).toEqual(['ann/p1', 'ann/v1']);
  });

  it('answers none when the photo was deleted for good first: the file is stored as new', async () => {
    expect(await storedCopyOf({ catalog: catalogHolding({ itemType: 'photo', itemId: 'p1' }), restoreTrashedCopy: async () => false }, 'ann', 'sha')).toBeNull();
  });

  it('leaves documents, imported trees and a missing claim alone', async () => {
    const restoreTrashedCopy = async () => {
      throw new Error('not asked');
    };
    expect(await storedCopyOf({ catalog: catalogHolding({ itemType: 'document', itemId: 'd1' }), restoreTrashedCopy }, 'ann', 'sha')).toEqual({ itemType: 'document', itemId: 'd1' });
    expect(await storedCopyOf({ catalog: catalogHolding(null), restoreTrashedCopy }, 'ann', 'sha')).toBeNull();
  });
});

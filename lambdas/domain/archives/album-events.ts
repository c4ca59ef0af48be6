import type { FamilyDeps } from '../family/deps';
import { typedSortDate } from '../family/events';
import { deterministicId } from '../family/ids';
import { APP_IMPORT_KEY, type EventRecord } from '../family/records';
import type { SharingStore } from '../../ports/sharing';
import { familyOf } from '../sharing/family-of';
import type { ArchiveAlbums } from '../uploads/processing/deps';

/**
 * An exported album becomes a Custom event of the uploader's family tree, named as the album and
 * dated by its earliest photo, like an event made from the photo page. Its id is fixed by the
 * family and the album's key, so importing the same export again (or its next part) finds the
 * same event instead of making another, and a name or date the family changed is kept.
 */
export function albumEvents(family: FamilyDeps, sharing: Pick<SharingStore, 'membership'>): ArchiveAlbums {
  return {
    async eventFor(uploaderId, album) {
      const ownerId = await familyOf(sharing, uploaderId);
      const id = deterministicId(ownerId, 'archive-album', album.key);
      if (await family.store.getEvent(ownerId, id)) return id;
      const now = family.now();
      const event: EventRecord = {
        ownerId,
        id,
        eventType: 'Custom',
        name: album.title,
        autoName: false,
        startDate: album.startDate,
        endDate: '',
        sortDate: album.startDate ? typedSortDate(album.startDate) : null,
        location: '',
        createdAt: now,
        updatedAt: now,
        importKey: APP_IMPORT_KEY,
        importRun: null,
        gedcom: null,
      };
      await family.store.putEvent(event);
      return id;
    },
  };
}

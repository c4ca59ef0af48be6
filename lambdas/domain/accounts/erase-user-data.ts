import type { OwnedItems, OwnedObjects, OwnedPicture } from '../../ports/owned-data';

/** Forgets the faces of photos deleted for good (faces/forget-photo-faces.ts), each step a no-op for what is gone. */
export type ForgetFaces = (photos: ReadonlyArray<{ photoId: string; familyId: string }>) => Promise<unknown>;

/**
 * Removes every item and object a user owns, a page at a time (`keepFamily`: see OwnedItems). Deleting is idempotent, so a
 * message redelivered halfway through simply carries on where the last attempt stopped.
 *
 * First the faces of their pictures, where a family outlives the account (`keepFamily`, or a family
 * keyed by someone else): the family keeps its faces and people, so the faces found in the user's
 * photos must leave them before the photos go (see forgetPictureFaces).
 */
export async function eraseUserData(userId: string, items: OwnedItems, objects: OwnedObjects, keepFamily = false, forgetFaces?: ForgetFaces) {
  const facesForgotten = forgetFaces ? await forgetPictureFaces(userId, items, keepFamily, forgetFaces) : 0;
  let itemsDeleted = 0;
  let objectsDeleted = 0;
  for (let more = true; more; ) {
    const page = await objects.deletePage(userId, keepFamily);
    objectsDeleted += page.deleted;
    more = page.more;
  }
  let after: string | null = null;
  for (let more = true; more; ) {
    const page: { deleted: number; more: boolean; after?: string | null } = await items.deletePage(userId, keepFamily ? { keepFamily, after } : undefined);
    itemsDeleted += page.deleted;
    more = page.more;
    after = page.after ?? null;
  }
  return { itemsDeleted, objectsDeleted, facesForgotten };
}

/**
 * A page at a time (a user may have tens of thousands of photos), the faces of each picture whose
 * family is kept are forgotten (out of the collection, off the family's people, their crops, items
 * and markers), then the page's pictures are deleted. So a message delivered again after a failure
 * starts where the pictures still are: the pictures already done are gone, and a picture whose
 * faces were partly forgotten is still there to be done again (each step a no-op for what is gone).
 * A picture of the user's own family that goes with them (not `keepFamily`) needs nothing: the
 * whole collection and every face item go with the family.
 */
async function forgetPictureFaces(userId: string, items: OwnedItems, keepFamily: boolean, forgetFaces: ForgetFaces): Promise<number> {
  const familyKept = (picture: OwnedPicture) => keepFamily || picture.familyId !== userId;
  let pictures = 0;
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<OwnedItems['picturesPage']>> = await items.picturesPage(userId, after);
    const kept = page.pictures.filter(familyKept);
    if (kept.length) await forgetFaces(kept.map(({ photoId, familyId }) => ({ photoId, familyId })));
    if (page.pictures.length) await items.deletePictures(page.pictures);
    pictures += kept.length;
    after = page.after;
  } while (after);
  return pictures;
}

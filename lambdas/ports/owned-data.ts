/**
 * A picture the user uploaded whose faces may be kept in a family's library: a photo (in the
 * library or the trash) or a document made from one (it keeps the photo's id and its faces).
 */
export interface OwnedPicture {
  kind: 'photo' | 'document';
  /** The photo's id, which a document made from it keeps. */
  photoId: string;
  /** The family whose library holds the picture's faces. */
  familyId: string;
}

/** Everything a user owns, as the account deleter sees it: table items and stored objects. */
export interface OwnedItems {
  /** One page of the user's pictures (see OwnedPicture), from where `after` left off. */
  picturesPage(userId: string, after: string | null): Promise<{ pictures: OwnedPicture[]; after: string | null }>;
  /** Deletes these pictures' own records (each a no-op once gone), photos out of their family's counts; what else they left goes with the other items. */
  deletePictures(pictures: readonly OwnedPicture[]): Promise<void>;
  /**
   * Deletes one page of the user's items; returns how many, and whether more remain.
   * `keepFamily`: their user id keys a family others still share (theirs was the larger library
   * when it began), so the family's tree, faces, places and totals under it stay; `after` carries
   * on past those from where the last page stopped.
   */
  deletePage(userId: string, options?: { keepFamily: boolean; after: string | null }): Promise<{ deleted: number; more: boolean; after?: string | null }>;
}

export interface OwnedObjects {
  /**
   * Deletes one page of objects under the user's prefix in every bucket, and, unless `keepFamily`,
   * the family's files kept outside it (GEDCOM exports of the tree keyed by this user's id).
   */
  deletePage(userId: string, keepFamily?: boolean): Promise<{ deleted: number; more: boolean }>;
}

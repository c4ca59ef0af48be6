/** Everything a user owns, as the account deleter sees it: table items and stored objects. */
export interface OwnedItems {
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

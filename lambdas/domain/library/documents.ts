import { DOCUMENT_LIST_PAGE_SIZE, DOCUMENT_PAGES_PAGE_SIZE, type DocumentDetail, type LibraryDocumentView, type SaveDocumentRequest } from '@heirloom/shared/contracts/photos';
import { ForbiddenError, ValidationError } from '../errors';
import type { LibraryDocument } from '../../ports/library';
import { NOT_YOUR_DOCUMENTS, requireOwnDocument, requireOwnPhoto, viewOf, type LibraryScope } from './access';
import { documentFromPhoto, photoToDocument } from './conversions';
import type { LibraryDeps } from './deps';
import { removeFiles, renditionKeys } from './delete-photos';
import { withFreshReads } from './edit-photos';
import { documentPageViewOf, documentViewOf } from './views';

/** The id the spec's /document/new screen uses: a document made from the photo in `image_id`. */
export const NEW_DOCUMENT_ID = 'new';
const IMAGE_ID_NEEDED = 'Say which photo becomes the document (image_id)';

/** GET /documents: newest first, 50 a page (with the caller's own, while their library moves into the family). */
export async function listDocuments(deps: LibraryDeps, scope: LibraryScope, cursor?: string): Promise<{ documents: LibraryDocumentView[]; next_page: string | null }> {
  const { family, arriving } = viewOf(scope);
  const page = await deps.documents.listDocuments(family, { cursor, limit: DOCUMENT_LIST_PAGE_SIZE, arriving });
  return { documents: await Promise.all(page.items.map((document) => documentViewOf(document, deps.signer))), next_page: page.cursor };
}

/** GET /document/{id}?page=n: the document with up to 50 of its pages from page n on. */
export async function getDocument(deps: LibraryDeps, scope: LibraryScope, documentId: string, fromPage = 1): Promise<DocumentDetail> {
  const [document, { pages, next }] = await Promise.all([
    requireOwnDocument(deps, scope, documentId),
    // Read together: the pages are only shown once the document is known to be the caller's.
    deps.documents.documentPages(documentId, fromPage, DOCUMENT_PAGES_PAGE_SIZE),
  ]);
  const [view, pageViews] = await Promise.all([documentViewOf(document, deps.signer), Promise.all(pages.map((page) => documentPageViewOf(page, deps.signer)))]);
  return { ...view, pages: pageViews, next_page: next, draft: false };
}

/**
 * GET /document/new?image_id=: what the photo would be as a document (nothing is saved). Saving
 * it (POST /document/new with image_id) converts the photo.
 */
export async function draftDocument(deps: LibraryDeps, scope: LibraryScope, imageId: string | undefined): Promise<DocumentDetail> {
  if (!imageId) throw new ValidationError(IMAGE_ID_NEEDED, { image_id: [IMAGE_ID_NEEDED] });
  const photo = await requireOwnPhoto(deps, scope, imageId);
  const { document, page } = documentFromPhoto(photo, {}, deps.now());
  const [view, pageView] = await Promise.all([documentViewOf(document, deps.signer), documentPageViewOf(page, deps.signer)]);
  return { ...view, pages: [pageView], next_page: null, draft: true };
}

/** POST /document/{id}: title, publication and author; for 'new', makes the document from image_id first. */
export async function saveDocument(deps: LibraryDeps, ownerId: string, documentId: string, request: SaveDocumentRequest): Promise<DocumentDetail> {
  if (documentId === NEW_DOCUMENT_ID) {
    if (!request.image_id) throw new ValidationError(IMAGE_ID_NEEDED, { image_id: [IMAGE_ID_NEEDED] });
    const made = await photoToDocument(deps, ownerId, request.image_id, request);
    return getDocument(deps, ownerId, made.documentId);
  }
  await withFreshReads(async () => {
    const before = await requireOwnDocument(deps, ownerId, documentId);
    const after: LibraryDocument = { ...before, title: request.title, publication: request.publication || null, author: request.author || null, updatedAt: deps.now() };
    if (after.title !== before.title || after.publication !== before.publication || after.author !== before.author) await deps.documents.saveDocument(before, after);
  });
  return getDocument(deps, ownerId, documentId);
}

/**
 * POST /document/delete: the caller's documents only (403 if any is someone else's, and then
 * nothing is deleted); ids no longer there are skipped. Space is freed with the records.
 */
export async function deleteDocuments(deps: LibraryDeps, ownerId: string, documentIds: readonly string[]): Promise<number> {
  const selected = await deps.documents.getDocuments(documentIds);
  if (selected.some((document) => document.ownerId !== ownerId)) throw new ForbiddenError(NOT_YOUR_DOCUMENTS);
  const { derivedKeys } = await deps.documents.deleteDocuments(ownerId, selected);
  await removeFiles(deps, [{ original: null, derived: [...new Set([...derivedKeys, ...selected.flatMap((document) => renditionKeys(document.cover))])] }, ...selected.map((document) => ({ original: document.objectKey, derived: [] }))]);
  return selected.length;
}

import { readFile } from 'node:fs/promises';
import { processImage } from '../../media/images';
import { readPdf, renderPages } from '../../media/pdf';
import type { DocumentPageRecord, DocumentRecord } from '../../../ports/media';
import type { UploadRecord } from '../../../ports/uploads';
import type { ProcessingDeps } from './deps';
import { storeRenditions } from './store-renditions';

/** A PDF: every page rendered to pictures (one page at a time), and a document with its title. */
export async function makeDocument(deps: ProcessingDeps, upload: UploadRecord, file: string, documentId: string, contentHash: string, written: string[]) {
  const bytes = await readFile(file);
  const info = await readPdf(bytes);
  const pages: DocumentPageRecord[] = [];
  for await (const page of renderPages(bytes)) {
    const rendered = await processImage(page.image);
    const renditions = await storeRenditions(deps.storage, upload.ownerId, documentId, rendered.thumbnails, written, `page-${page.pageNumber}-`);
    pages.push({ documentId, pageNumber: page.pageNumber, width: rendered.width, height: rendered.height, renditions });
  }
  const document: DocumentRecord = {
    documentId,
    ownerId: upload.ownerId,
    uploadId: upload.uploadId,
    name: upload.name,
    objectKey: upload.objectKey,
    contentHash,
    mime: 'application/pdf',
    size: upload.size,
    // A PDF without a title is known by its file name, without the extension.
    title: info.title?.trim() || upload.name.replace(/\.[^.]+$/, ''),
    author: info.author?.trim() || null,
    publication: null,
    pageCount: info.pageCount,
    createdAt: deps.now(),
  };
  return { document, pages };
}

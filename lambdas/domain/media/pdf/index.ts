/**
 * PDF processing for the upload pipeline: bytes in, page count, title and page images out (no storage).
 * Runs pdf.js (pdfjs-dist legacy build) in this thread and draws with @napi-rs/canvas.
 */
export { readPdf, type PdfInfo } from './read-pdf';
export { renderPages, type RenderOptions, type RenderedPage } from './render-pages';
export { CorruptPdfError, EncryptedPdfError, PdfTooManyPagesError } from './errors';
export { MAX_PDF_PAGES, PDFJS_DIST_DIR_ENV } from './pdfjs';

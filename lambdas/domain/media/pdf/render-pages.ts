import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CorruptPdfError } from './errors';
import { MAX_PDF_PAGES, openPdf } from './pdfjs';

export interface RenderOptions {
  /** Render only the first N pages (e.g. 1 for a cover thumbnail). */
  maxPages?: number;
  /** Target width in pixels (default 1600: sharp on a laptop, enough to read a scanned letter). */
  width?: number;
  /** Pixels per PDF point instead of a width (1 = 72 dpi). */
  scale?: number;
  /** 'jpeg' (default) suits scans and photos; 'png' keeps typeset text crisp. */
  format?: 'jpeg' | 'png';
  /** JPEG quality 0-100. */
  quality?: number;
}

export interface RenderedPage {
  pageNumber: number;
  image: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

const DEFAULT_WIDTH = 1600;
/**
 * 12 megapixels (48 MB of RGBA) per page at most: a till receipt or a scroll at 1600 px wide would
 * otherwise need a canvas of hundreds of megabytes. Such pages come out narrower instead.
 */
const MAX_PAGE_PIXELS = 12_000_000;

/**
 * Draws pages one at a time as images. Only one page's canvas is alive at once and the consumer pulls the
 * next page when ready, so memory stays flat however long the document is. Stopping early (break out of
 * the for-await) closes the document.
 * Throws CorruptPdfError, EncryptedPdfError or PdfTooManyPagesError.
 */
export async function* renderPages(bytes: Uint8Array, options: RenderOptions = {}): AsyncGenerator<RenderedPage> {
  const doc = await openPdf(bytes, MAX_PDF_PAGES);
  try {
    const last = Math.min(doc.numPages, options.maxPages ?? doc.numPages);
    for (let pageNumber = 1; pageNumber <= last; pageNumber += 1) {
      yield await renderPage(doc, pageNumber, options);
    }
  } finally {
    await doc.destroy();
  }
}

async function renderPage(doc: PDFDocumentProxy, pageNumber: number, options: RenderOptions): Promise<RenderedPage> {
  const format = options.format ?? 'jpeg';
  try {
    const page = await doc.getPage(pageNumber);
    // Scale 1 is one pixel per point; the viewport already applies the page's own /Rotate.
    const natural = page.getViewport({ scale: 1 });
    const wanted = options.scale ?? (options.width ?? DEFAULT_WIDTH) / natural.width;
    const scale = Math.min(wanted, Math.sqrt(MAX_PAGE_PIXELS / (natural.width * natural.height)));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    // Loaded with the first PDF only: the native canvas library is ~25 MB a photo never needs.
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(width, height);
    // pdf.js paints the white page background itself, so the JPEG has no black transparent areas.
    // (@napi-rs/canvas implements the parts of the DOM canvas pdf.js uses; its types are the DOM's.)
    const target = canvas as unknown as Parameters<typeof page.render>[0]['canvas'];
    await page.render({ canvas: target, viewport }).promise;
    const image = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', options.quality ?? 85);
    // Frees the page's decoded images and fonts before the next page.
    page.cleanup();
    return { pageNumber, image, format, width, height };
  } catch (error) {
    throw new CorruptPdfError(`page ${pageNumber}: ${(error as Error).message}`, `Page ${pageNumber} of this PDF could not be read. The file may be damaged.`);
  }
}

import { MAX_PDF_PAGES, openPdf } from './pdfjs';

export interface PdfInfo {
  pageCount: number;
  title: string | null;
  author: string | null;
}

/**
 * Page count, title and author. XMP metadata wins over the older information dictionary (as in pdf.js's
 * viewer): editors that rewrite a title update XMP, and PDF 2.0 deprecates the dictionary.
 * Throws CorruptPdfError, EncryptedPdfError or PdfTooManyPagesError.
 */
export async function readPdf(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<PdfInfo> {
  const doc = await openPdf(bytes, options.maxPages ?? MAX_PDF_PAGES);
  try {
    const { info, metadata } = await doc.getMetadata().catch(() => ({ info: {}, metadata: null }));
    const dictionary = info as { Title?: unknown; Author?: unknown };
    return {
      pageCount: doc.numPages,
      title: cleanText(metadata?.get('dc:title'), 'first') ?? cleanText(dictionary.Title),
      author: cleanText(metadata?.get('dc:creator'), 'all') ?? cleanText(dictionary.Author),
    };
  } finally {
    await doc.destroy();
  }
}

/**
 * XMP gives lists (a title in several languages, default first; several creators); the dictionary gives
 * strings; any of them may be blank.
 */
function cleanText(value: unknown, fromList: 'first' | 'all' = 'first'): string | null {
  const texts = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (texts.length === 0) return null;
  return fromList === 'first' ? texts[0]! : texts.join(', ');
}

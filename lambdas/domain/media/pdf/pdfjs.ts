import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CorruptPdfError, EncryptedPdfError, PdfTooManyPagesError } from './errors';

/**
 * pdf.js set up for Node: the legacy build (the modern one needs browser APIs Node 20 lacks), run in this
 * thread, with its font, character-map, colour-profile and decoder files read from disk.
 */

/** Beyond this a PDF is a book scan better split up; it also bounds one invocation's work. */
export const MAX_PDF_PAGES = 500;

/**
 * Folder holding pdfjs-dist's standard_fonts/, cmaps/, iccs/ and wasm/. Found next to the installed package;
 * a bundled Lambda, which has no node_modules/pdfjs-dist, copies those folders and points PDFJS_DIST_DIR at them.
 */
export const PDFJS_DIST_DIR_ENV = 'PDFJS_DIST_DIR';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | undefined;

/** Loaded on first use: pdf.js is ~3 MB of JavaScript that most functions importing this module never need. */
function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    // Node has no Web Workers, so pdf.js runs its "worker" in this thread. Handing it the worker module
    // ourselves (instead of letting it import './pdf.worker.mjs' by path) keeps that working when bundled.
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })();
  return loading;
}

function assetsDir(): string {
  const dir = process.env[PDFJS_DIST_DIR_ENV] || installedPdfjsDir();
  if (!dir || !existsSync(join(dir, 'standard_fonts'))) {
    const where = dir ? `in ${dir}/standard_fonts` : '(pdfjs-dist is not in node_modules)';
    throw new Error(`pdf.js font files not found ${where}: set ${PDFJS_DIST_DIR_ENV} to a copy of pdfjs-dist`);
  }
  // pdf.js insists on a trailing slash and reads these paths with fs in Node.
  return dir.endsWith('/') ? dir : `${dir}/`;
}

function installedPdfjsDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  } catch {
    return null;
  }
}

/**
 * Opens a PDF, turning pdf.js's exceptions into ours. The bytes are copied: pdf.js takes ownership of
 * the buffer it is given and detaches it, which would break a caller's Buffer (or Node's shared pool).
 */
export async function openPdf(bytes: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<PDFDocumentProxy> {
  if (bytes.length === 0) throw new CorruptPdfError('empty file');
  const pdfjs = await loadPdfjs();
  const dir = assetsDir();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${dir}standard_fonts/`,
    cMapUrl: `${dir}cmaps/`,
    cMapPacked: true,
    iccUrl: `${dir}iccs/`,
    wasmUrl: `${dir}wasm/`,
    // Uploads are untrusted: never compile font programs to JavaScript.
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new EncryptedPdfError();
    throw new CorruptPdfError(`${name ?? 'Error'}: ${(error as Error).message}`);
  }
  if (doc.numPages > maxPages) {
    const pageCount = doc.numPages;
    await doc.destroy();
    throw new PdfTooManyPagesError(pageCount, maxPages);
  }
  if (doc.numPages < 1) {
    await doc.destroy();
    throw new CorruptPdfError('no pages');
  }
  return doc;
}

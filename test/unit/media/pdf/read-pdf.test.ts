import { describe, expect, it } from 'vitest';
import { CorruptPdfError, EncryptedPdfError, PdfTooManyPagesError, readPdf } from '../../../../lambdas/domain/media/pdf';
import { makeEncryptedPdf, makePdf } from '../../../support/generate-media';

describe('readPdf', () => {
  it('reads the page count, title and author of a two-page PDF', async () => {
    const bytes = await makePdf({ pages: 2, title: "Grandma Rose's letters", author: 'Rose Miller' });
    expect(await readPdf(bytes)).toEqual({ pageCount: 2, title: "Grandma Rose's letters", author: 'Rose Miller' });
  });

  it('gives null title and author when the file has none', async () => {
    expect(await readPdf(await makePdf({ pages: 1 }))).toEqual({ pageCount: 1, title: null, author: null });
    expect((await readPdf(await makePdf({ pages: 1, title: '   ' }))).title).toBeNull();
  });

  it('prefers XMP metadata over the information dictionary', async () => {
    const bytes = await makePdf({ pages: 1, title: 'scan0001', author: 'Scanner', xmp: { title: 'Großmutters Rezepte & Briefe', creator: 'Anna Groß' } });
    expect(await readPdf(bytes)).toMatchObject({ title: 'Großmutters Rezepte & Briefe', author: 'Anna Groß' });
  });

  it('leaves the caller’s buffer intact (pdf.js takes ownership of what it is given)', async () => {
    const bytes = await makePdf({ pages: 2, title: 'Twice' });
    const copy = Buffer.from(bytes);
    await readPdf(bytes);
    expect(bytes.equals(copy)).toBe(true);
    expect((await readPdf(bytes)).pageCount).toBe(2);
  });

  it('throws EncryptedPdfError for a PDF that needs a password to open', async () => {
    const failure = readPdf(makeEncryptedPdf({ userPassword: 'secret' }));
    await expect(failure).rejects.toBeInstanceOf(EncryptedPdfError);
    await expect(failure).rejects.toThrow('protected by a password');
  });

  it('opens a PDF whose password only guards permissions (anyone may read it)', async () => {
    expect(await readPdf(makeEncryptedPdf({ userPassword: '', ownerPassword: 'bank' }))).toMatchObject({ pageCount: 1 });
  });

  it('throws CorruptPdfError for empty, non-PDF and cut-off files', async () => {
    const good = await makePdf({ pages: 2 });
    const inputs = [new Uint8Array(0), Buffer.from('GEDCOM? no: 0 HEAD\n1 CHAR UTF-8\n'), good.subarray(0, 400)];
    for (const bytes of inputs) {
      await expect(readPdf(bytes)).rejects.toBeInstanceOf(CorruptPdfError);
    }
    await expect(readPdf(inputs[1]!)).rejects.toThrow('This PDF could not be read.');
  });

  it('refuses more pages than the cap with a clear message', async () => {
    const failure = readPdf(await makePdf({ pages: 3 }), { maxPages: 2 });
    await expect(failure).rejects.toBeInstanceOf(PdfTooManyPagesError);
    await expect(failure).rejects.toThrow('This PDF has 3 pages; Heirloom takes PDFs of up to 2 pages.');
  });
});

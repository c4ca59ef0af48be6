import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EncryptedPdfError, CorruptPdfError, renderPages, type RenderedPage } from '../../../../lambdas/domain/media/pdf';
import { makeEncryptedPdf, makePdf } from '../../../support/generate-media';

async function collect(pages: AsyncIterable<RenderedPage>): Promise<RenderedPage[]> {
  const all: RenderedPage[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

/** Spread of brightness over the whole page: 0 for a blank page. */
async function brightnessSpread(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).greyscale().stats();
  return channels[0]!.stdev;
}

/** Mean colour of a box given in fractions of the page, top-left origin. */
async function meanColour(image: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const region = { left: Math.round(box.left * width), top: Math.round(box.top * height), width: Math.round(box.width * width), height: Math.round(box.height * height) };
  // (stats() reads the whole input, so the region is cut out to raw pixels first.)
  const { data, info } = await sharp(image).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => Math.round(sum / (data.length / info.channels)));
}

describe('renderPages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('draws each page of a two-page PDF at 1600 px wide, with its text and shape visible', { timeout: 20_000 }, async () => {
    const pages = await collect(renderPages(await makePdf({ pages: 2, title: 'Letters' })));

    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2]);
    for (const page of pages) {
      expect(page.format).toBe('jpeg');
      // A 595 x 842 pt page at 1600 px wide.
      expect(page.width).toBe(1600);
      expect(page.height).toBe(Math.floor((842 * 1600) / 595));
      expect(await sharp(page.image).metadata()).toMatchObject({ format: 'jpeg', width: page.width, height: page.height });
      expect(await brightnessSpread(page.image)).toBeGreaterThan(30);
      // The blue rectangle sits in the lower middle, the dark 'Page N' text in the upper left.
      const [red, green, blue] = await meanColour(page.image, { left: 0.3, top: 0.5, width: 0.4, height: 0.15 });
      expect(blue).toBeGreaterThan(150);
      expect(red).toBeLessThan(100);
      expect(green).toBeLessThan(140);
      const text = await meanColour(page.image, { left: 0.1, top: 0.17, width: 0.4, height: 0.08 });
      expect(Math.max(...text)).toBeLessThan(200);
    }
    // Different text on each page ('Page 1', 'Page 2'): the images differ.
    expect(pages[0]!.image.equals(pages[1]!.image)).toBe(false);
  });

  it('a blank page has no spread, so the check above means something', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    const [page] = await collect(renderPages(await doc.save(), { width: 300 }));
    expect(await brightnessSpread(page!.image)).toBeLessThan(1);
  });

  it('honours maxPages, a target width and PNG output', async () => {
    const pages = await collect(renderPages(await makePdf({ pages: 3 }), { maxPages: 1, width: 400, format: 'png' }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ pageNumber: 1, format: 'png', width: 400, height: Math.floor((842 * 400) / 595) });
    expect(pages[0]!.image.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('draws a very long page narrower rather than on a canvas of hundreds of megabytes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 14_000]).drawText('Receipt', { x: 20, y: 13_900, size: 40, font });
    const [page] = await collect(renderPages(await doc.save()));
    expect(page!.width * page!.height).toBeLessThanOrEqual(12_000_000);
    expect(page!.width).toBeLessThan(1600);
  });

  it('throws EncryptedPdfError or CorruptPdfError before yielding anything', async () => {
    await expect(collect(renderPages(makeEncryptedPdf({ userPassword: 'secret' })))).rejects.toBeInstanceOf(EncryptedPdfError);
    await expect(collect(renderPages(Buffer.from('%PDF-1.7\nnot really\n')))).rejects.toBeInstanceOf(CorruptPdfError);
  });

  it('stops early when the consumer does, without drawing the rest', async () => {
    const seen: number[] = [];
    for await (const page of renderPages(await makePdf({ pages: 4 }), { width: 200 })) {
      seen.push(page.pageNumber);
      if (page.pageNumber === 2) break;
    }
    expect(seen).toEqual([1, 2]);
  });

  it('says where it looked when the pdf.js font files are missing (a bundle without them)', async () => {
    vi.stubEnv('PDFJS_DIST_DIR', '/nonexistent/pdfjs-dist');
    await expect(collect(renderPages(await makePdf({ pages: 1 })))).rejects.toThrow('set PDFJS_DIST_DIR to a copy of pdfjs-dist');
  });
});

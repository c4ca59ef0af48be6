import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIFF_BYTES, isRawFormat, sniffMedia } from '../../../../lambdas/domain/media/sniff';
import { TAG, buildTiff, nefLike, quadrantJpeg, readPhoto } from './fixtures';

const sniff = (bytes: Uint8Array) => sniffMedia(bytes.subarray(0, SNIFF_BYTES));
const text = (value: string) => Buffer.from(value, 'latin1');
/** An ISO-BMFF 'ftyp' box: major brand, minor version 0, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, 'latin1'));
  box.write('\0\0\0\x08mdat', size, 'latin1');
  return box;
};

describe('sniffMedia on real photos', () => {
  it.each([
    ['immich-test-assets/metadata_faces_portrait.jpg', 'jpeg', 'image/jpeg'],
    ['immich-test-assets/formats_png_density_plot.png', 'png', 'image/png'],
    ['immich-test-assets/formats_webp_denali.webp', 'webp', 'image/webp'],
    ['immich-test-assets/formats_heic_IMG_2682.heic', 'heic', 'image/heic'],
  ])('%s is %s', (name, format, mime) => {
    expect(sniff(readPhoto(name))).toEqual({ kind: 'image', format, mime });
  });
});

describe('sniffMedia on images sharp writes', () => {
  it.each([
    ['gif', (s: Sharp) => s.gif(), 'image/gif'],
    ['tiff', (s: Sharp) => s.tiff(), 'image/tiff'],
    ['avif', (s: Sharp) => s.avif({ effort: 0 }), 'image/avif'],
  ] as const)('%s', async (format, encode, mime) => {
    const bytes = await encode(sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })).toBuffer();
    expect(sniff(bytes)).toEqual({ kind: 'image', format, mime });
  });

  it('reads BigTIFF as TIFF', () => {
    expect(sniff(Buffer.from([0x49, 0x49, 0x2b, 0, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({ kind: 'image', format: 'tiff' });
    expect(sniff(Buffer.from([0x4d, 0x4d, 0, 0x2b, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16]))).toMatchObject({ kind: 'image', format: 'tiff' });
  });

  it('keeps a TIFF with a camera Make but nothing camera-like as a plain TIFF (an editor export)', () => {
    const exported = buildTiff({
      blobs: [Buffer.alloc(48)],
      directories: [
        {
          entries: {
            [TAG.imageWidth]: { long: [4] },
            [TAG.imageLength]: { long: [4] },
            [TAG.compression]: { short: [1] },
            [TAG.photometric]: { short: [2] },
            [TAG.make]: { ascii: 'NIKON CORPORATION' },
            [TAG.stripOffsets]: { blobOffset: 0 },
            [TAG.stripByteCounts]: { blobLength: 0 },
          },
        },
      ],
    });
    expect(sniff(exported)).toMatchObject({ kind: 'image', format: 'tiff' });
  });
});

describe('sniffMedia on camera RAW headers', () => {
  let preview: Buffer;
  beforeAll(async () => {
    preview = await quadrantJpeg(32, 24);
  });

  it('tells NEF, ARW, PEF, SRW and unnamed makers apart by the Make of a camera-like first directory', () => {
    for (const [make, format] of [
      ['NIKON CORPORATION', 'nef'],
      ['SONY', 'arw'],
      ['PENTAX Corporation', 'pef'],
      ['RICOH IMAGING COMPANY, LTD.', 'pef'],
      ['SAMSUNG', 'srw'],
      ['Hasselblad', 'tiff-raw'],
    ]) {
      const file = buildTiff({
        blobs: [preview],
        directories: [
          {
            entries: {
              [TAG.newSubfileType]: { long: [1] },
              [TAG.make]: { ascii: make! },
              [TAG.jpegInterchangeFormat]: { blobOffset: 0 },
              [TAG.jpegInterchangeFormatLength]: { blobLength: 0 },
            },
          },
        ],
      });
      expect(sniff(file), make).toMatchObject({ kind: 'image', format });
    }
    expect(sniff(nefLike(preview, preview))).toEqual({ kind: 'image', format: 'nef', mime: 'image/x-nikon-nef' });
  });

  it('reads DNG from its DNGVersion tag, CR2 from its header, ORF and RW2 from their magic numbers', () => {
    const dng = buildTiff({ blobs: [], directories: [{ entries: { [TAG.dngVersion]: { long: [0x01040000] }, [TAG.make]: { ascii: 'Apple' } } }] });
    expect(sniff(dng)).toEqual({ kind: 'image', format: 'dng', mime: 'image/x-adobe-dng' });
    const cr2 = buildTiff({ blobs: [], afterHeader: Buffer.from([0x43, 0x52, 2, 0, 0, 0, 0, 0]), directories: [{ entries: { [TAG.make]: { ascii: 'Canon' } } }] });
    expect(sniff(cr2)).toMatchObject({ format: 'cr2', mime: 'image/x-canon-cr2' });
    expect(sniff(buildTiff({ magic: 0x4f52, blobs: [], directories: [{ entries: { [TAG.make]: { ascii: 'OLYMPUS' } } }] }))).toMatchObject({ format: 'orf' });
    expect(sniff(buildTiff({ magic: 0x55, blobs: [], directories: [{ entries: { [TAG.make]: { ascii: 'Panasonic' } } }] }))).toMatchObject({ format: 'rw2' });
  });

  it('recognises RAF, CR3, CRW and X3F by their own signatures', () => {
    expect(sniff(text('FUJIFILMCCD-RAW 0201FF383501'))).toMatchObject({ kind: 'image', format: 'raf', mime: 'image/x-fuji-raf' });
    expect(sniff(ftyp('crx ', 'crx ', 'isom'))).toMatchObject({ kind: 'image', format: 'cr3' });
    expect(sniff(Buffer.concat([Buffer.from([0x49, 0x49, 0x1a, 0, 0, 0]), text('HEAPCCDR')]))).toMatchObject({ format: 'crw' });
    expect(sniff(text('FOVb\x00\x02\x00\x00'))).toMatchObject({ format: 'x3f' });
    for (const format of ['nef', 'cr3', 'tiff-raw']) expect(isRawFormat(format)).toBe(true);
    for (const format of ['jpeg', 'tiff', 'heic']) expect(isRawFormat(format)).toBe(false);
  });
});

describe('sniffMedia on HEIF-family brands', () => {
  it.each([
    [ftyp('heic', 'mif1', 'heic'), 'heic', 'image/heic'],
    [ftyp('heix', 'mif1'), 'heic', 'image/heic'],
    [ftyp('mif1', 'mif1', 'heic', 'miaf'), 'heic', 'image/heic'],
    [ftyp('msf1', 'msf1', 'hevc'), 'heic', 'image/heic'],
    [ftyp('avif', 'mif1', 'miaf'), 'avif', 'image/avif'],
    [ftyp('mif1', 'mif1', 'avif'), 'avif', 'image/avif'],
    [ftyp('mif1', 'mif1', 'miaf'), 'heif', 'image/heif'],
  ])('%#: %s', (bytes, format, mime) => {
    expect(sniff(bytes)).toEqual({ kind: 'image', format, mime });
  });
});

describe('sniffMedia on video container headers', () => {
  it.each([
    [ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'mp4', 'video/mp4'],
    [ftyp('mp42', 'mp42', 'isom'), 'mp4', 'video/mp4'],
    [ftyp('qt  ', 'qt  '), 'mov', 'video/quicktime'],
    [ftyp('M4V ', 'M4V ', 'mp42'), 'm4v', 'video/x-m4v'],
    [ftyp('3gp4', '3gp4', 'isom'), '3gp', 'video/3gpp'],
    [ftyp('XAVC', 'XAVC', 'mp42'), 'mp4', 'video/mp4'],
    [Buffer.concat([Buffer.from([0, 0, 0, 8]), text('wide'), Buffer.from([0, 0, 0, 8]), text('mdat')]), 'mov', 'video/quicktime'],
    [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), text('webm')]), 'webm', 'video/webm'],
    [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88]), text('matroska')]), 'mkv', 'video/x-matroska'],
    [text('RIFF\x24\x00\x00\x00AVI LIST'), 'avi', 'video/x-msvideo'],
    [Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1]), 'mpeg', 'video/mpeg'],
    [text('FLV\x01\x05\x00\x00\x00\x09'), 'flv', 'video/x-flv'],
    [Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex'), 'asf', 'video/x-ms-asf'],
  ])('%#: %s', (bytes, format, mime) => {
    expect(sniff(bytes)).toEqual({ kind: 'video', format, mime });
  });

  it('calls a transport stream by its sync bytes every 188 bytes, not by one stray 0x47', () => {
    const ts = Buffer.alloc(188 * 3);
    for (let i = 0; i < 3; i++) ts[i * 188] = 0x47;
    expect(sniff(ts)).toMatchObject({ kind: 'video', format: 'mpeg-ts' });
    const stray = Buffer.from(ts);
    stray[376] = 0;
    expect(sniff(stray).kind).toBe('unknown');
  });

  it('keeps audio-only files out of the video pile', () => {
    expect(sniff(ftyp('M4A ', 'M4A ', 'mp42'))).toMatchObject({ kind: 'unknown', format: 'audio' });
    expect(sniff(Buffer.concat([text('OggS\x00\x02'), Buffer.alloc(22), text('\x01vorbis')]))).toMatchObject({ kind: 'unknown', format: 'audio' });
    expect(sniff(Buffer.concat([text('OggS\x00\x02'), Buffer.alloc(22), text('\x80theora')]))).toMatchObject({ kind: 'video', format: 'ogg' });
  });
});

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// Without ffmpeg these are reported as skipped; the synthetic headers above still cover every signature.
describe.skipIf(!hasFfmpeg)('sniffMedia on containers ffmpeg writes', () => {
  const run = promisify(execFile);
  let dir: string;
  const made = new Map<string, Buffer>();
  const outputs: Array<[string, string[], string, string]> = [
    ['clip.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'], 'mp4', 'video/mp4'],
    ['clip.mov', ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'], 'mov', 'video/quicktime'],
    ['clip.webm', ['-c:v', 'libvpx', '-deadline', 'realtime'], 'webm', 'video/webm'],
    ['clip.mkv', ['-c:v', 'mpeg4'], 'mkv', 'video/x-matroska'],
    ['clip.avi', ['-c:v', 'mpeg4'], 'avi', 'video/x-msvideo'],
    ['clip.ts', ['-c:v', 'mpeg2video'], 'mpeg-ts', 'video/mp2t'],
    ['clip.mpg', ['-c:v', 'mpeg2video', '-f', 'vob'], 'mpeg', 'video/mpeg'],
    ['clip.flv', ['-c:v', 'flv'], 'flv', 'video/x-flv'],
    ['clip.ogv', ['-c:v', 'libtheora'], 'ogg', 'video/ogg'],
    ['clip.wmv', ['-c:v', 'wmv2'], 'asf', 'video/x-ms-asf'],
    ['clip.3gp', ['-c:v', 'mpeg4', '-s', '176x144'], '3gp', 'video/3gpp'],
  ];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'heirloom-sniff-'));
    await Promise.all(
      outputs.map(async ([name, codec]) => {
        const path = join(dir, name);
        await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:duration=0.2:rate=5', ...codec, '-y', path]);
        made.set(name, readFileSync(path));
      }),
    );
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(outputs.map(([name, , format, mime]) => [name, format, mime]))('%s is %s', (name, format, mime) => {
    expect(sniff(made.get(name)!)).toEqual({ kind: 'video', format, mime });
  });
});

describe('sniffMedia on documents and family trees', () => {
  const gedcom = fileURLToPath(new URL('../../../../../shared/testdata/gedcom/', import.meta.url));

  it('reads PDF, even after junk before the header', () => {
    expect(sniff(text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'))).toEqual({ kind: 'pdf', format: 'pdf', mime: 'application/pdf' });
    expect(sniff(text('\r\n\r\n%PDF-1.4\n'))).toMatchObject({ kind: 'pdf' });
  });

  it('reads GEDCOM in every encoding of the test corpus: ASCII, UTF-8 with BOM, UTF-16 both orders with and without BOM', () => {
    for (const name of [
      'real/royal92.ged',
      'gedcom7-official/gedcom70/maximal70.ged',
      'gedcom7code/5/char_utf8-1.ged',
      'gedcom7code/5/char_utf16le-1.ged',
      'gedcom7code/5/char_utf16le-2.ged',
      'gedcom7code/5/char_utf16be-1.ged',
      'gedcom7code/5/char_utf16be-2.ged',
      'torture/TGC55C.ged',
    ]) {
      expect(sniff(readFileSync(join(gedcom, name))), name).toEqual({ kind: 'gedcom', format: 'gedcom', mime: 'text/vnd.familysearch.gedcom' });
    }
    expect(sniff(text('\xef\xbb\xbf0 HEAD\r\n1 GEDC\r\n'))).toMatchObject({ kind: 'gedcom' });
    expect(sniff(text('\n  0 HEAD\n'))).toMatchObject({ kind: 'gedcom' });
    expect(sniff(text('0 HEADER\n')).kind).toBe('unknown');
    expect(sniff(text('1 HEAD\n')).kind).toBe('unknown');
  });

  it('calls a zip a zip (GEDZIP is one) and anything else unknown', () => {
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]))).toEqual({ kind: 'unknown', format: 'zip', mime: 'application/zip' });
    expect(sniff(Buffer.alloc(0))).toEqual({ kind: 'unknown', format: 'unknown', mime: 'application/octet-stream' });
    expect(sniff(text('hello, this is a text file')).kind).toBe('unknown');
    expect(sniff(text('<svg xmlns="http://www.w3.org/2000/svg"/>')).kind).toBe('unknown');
    expect(sniff(Buffer.from([0xff, 0xd8])).kind).toBe('unknown');
  });
});

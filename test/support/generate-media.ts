import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';

/**
 * Test media made on the spot, so a test states what it feeds in ("a 2 s 320x240 MPEG-4 AVI with sound")
 * instead of pointing at a binary fixture. Videos need ffmpeg on PATH (or FFMPEG_PATH):
 * `sudo apt-get install -y ffmpeg`.
 */

const run = promisify(execFile);

export type VideoCodec = 'h264' | 'mpeg4' | 'vp9';
export type VideoContainer = 'mp4' | 'avi' | 'webm' | 'mov';

export interface VideoSpec {
  seconds: number;
  width: number;
  height: number;
  codec: VideoCodec;
  container: VideoContainer;
  withAudio: boolean;
  /**
   * Degrees clockwise a player should turn the picture, written the way phones do it (the track's display
   * matrix). mp4 and mov only.
   */
  rotation?: 0 | 90 | 180 | 270;
  /** Container-level tags, e.g. creation_time or 'com.apple.quicktime.location.ISO6709' (mp4/mov keep any key). */
  tags?: Record<string, string>;
  /** Overrides the pixel format (e.g. 'yuv422p' for an H.264 that browsers cannot play). */
  pixelFormat?: string;
}

const VIDEO_ENCODERS: Record<VideoCodec, string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  mpeg4: ['-c:v', 'mpeg4', '-q:v', '5', '-pix_fmt', 'yuv420p'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-pix_fmt', 'yuv420p'],
};

/** The audio each container normally carries: AAC in MP4/QuickTime, MP3 in AVI, Opus in WebM. */
const AUDIO_ENCODERS: Record<VideoContainer, string[]> = {
  mp4: ['-c:a', 'aac', '-b:a', '64k'],
  mov: ['-c:a', 'aac', '-b:a', '64k'],
  avi: ['-c:a', 'libmp3lame', '-b:a', '64k'],
  webm: ['-c:a', 'libopus', '-b:a', '48k'],
};

let mediaDir: string | undefined;
const made = new Map<string, Promise<string>>();

/** A scratch folder for this test process, removed when it exits. */
export function scratchDir(): string {
  if (!mediaDir) {
    const dir = mkdtempSync(join(tmpdir(), 'heirloom-media-'));
    mediaDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return mediaDir;
}

/**
 * A clip of ffmpeg's moving test pattern (testsrc2) with a 440 Hz tone, encoded as asked. Clips with the
 * same spec are made once per test process.
 */
export function makeVideo(spec: VideoSpec): Promise<string> {
  const key = JSON.stringify(spec);
  let clip = made.get(key);
  if (!clip) {
    clip = encodeVideo(spec, join(scratchDir(), `clip-${made.size}.${spec.container}`));
    made.set(key, clip);
  }
  return clip;
}

async function encodeVideo(spec: VideoSpec, output: string): Promise<string> {
  const { seconds, width, height, codec, container, withAudio } = spec;
  if (spec.rotation && container !== 'mp4' && container !== 'mov') throw new Error('rotation is only written to mp4/mov');
  const videoArgs = [...VIDEO_ENCODERS[codec]];
  if (spec.pixelFormat) videoArgs.splice(videoArgs.indexOf('-pix_fmt') + 1, 1, spec.pixelFormat);
  const tagArgs = Object.entries(spec.tags ?? {}).flatMap(([name, value]) => ['-metadata', `${name}=${value}`]);
  const args = [
    '-nostdin', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`,
    ...(withAudio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`] : []),
    ...videoArgs,
    ...(withAudio ? AUDIO_ENCODERS[container] : ['-an']),
    ...tagArgs,
    // Without this the mp4/mov muxers drop tags they have no atom for (Apple's location and date keys).
    ...(tagArgs.length && (container === 'mp4' || container === 'mov') ? ['-movflags', 'use_metadata_tags'] : []),
    '-f', container, output,
  ];
  await run(process.env.FFMPEG_PATH || 'ffmpeg', args);
  if (spec.rotation) await setDisplayRotation(output, spec.rotation);
  return output;
}

/**
 * Writes the rotation into the video track header's matrix, as a phone does. ffmpeg 5.1 has no option for
 * it (its 'rotate' tag is read with opposite signs by different versions), so the bytes are set directly.
 */
async function setDisplayRotation(file: string, clockwise: 90 | 180 | 270): Promise<void> {
  const bytes = await readFile(file);
  const moov = childBoxes(bytes, 0, bytes.length).find((b) => b.type === 'moov');
  if (!moov) throw new Error(`no moov box in ${file}`);
  for (const trak of childBoxes(bytes, moov.body, moov.end).filter((b) => b.type === 'trak')) {
    const children = childBoxes(bytes, trak.body, trak.end);
    const mdia = children.find((b) => b.type === 'mdia');
    const hdlr = mdia && childBoxes(bytes, mdia.body, mdia.end).find((b) => b.type === 'hdlr');
    // hdlr: version/flags (4), pre_defined (4), then the handler type.
    if (!hdlr || bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'vide') continue;
    const tkhd = children.find((b) => b.type === 'tkhd');
    if (!tkhd) throw new Error('video track without tkhd');
    // The matrix follows the times, ids, reserved words, layer, group, volume: 40 bytes in, 52 for version 1.
    const matrixAt = tkhd.body + (bytes[tkhd.body] === 1 ? 52 : 40);
    const width = bytes.readUInt32BE(matrixAt + 36) >>> 16;
    const height = bytes.readUInt32BE(matrixAt + 40) >>> 16;
    const [a, b, c, d, tx, ty] = {
      90: [0, 1, -1, 0, height, 0],
      180: [-1, 0, 0, -1, width, height],
      270: [0, -1, 1, 0, 0, width],
    }[clockwise];
    // a b u / c d v / x y w, with a-d, x, y in 16.16 fixed point and u, v, w in 2.30.
    const fixed = (n: number) => n * 65536;
    const matrix = [fixed(a!), fixed(b!), 0, fixed(c!), fixed(d!), 0, fixed(tx!), fixed(ty!), 0x40000000];
    matrix.forEach((value, i) => bytes.writeInt32BE(value, matrixAt + i * 4));
    await writeFile(file, bytes);
    return;
  }
  throw new Error(`no video track in ${file}`);
}

interface Box {
  type: string;
  body: number;
  end: number;
}

function childBoxes(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

export interface PdfSpec {
  pages: number;
  /** Written to the document information dictionary. */
  title?: string;
  author?: string;
  /** Written as an XMP metadata stream (dc:title, dc:creator), which readers prefer over the dictionary. */
  xmp?: { title?: string; creator?: string };
}

/** A PDF whose pages each show 'Page N' in 72 pt type above a coloured rectangle, on A4-ish portrait pages. */
export async function makePdf(spec: PdfSpec): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  if (spec.title !== undefined) doc.setTitle(spec.title);
  if (spec.author !== undefined) doc.setAuthor(spec.author);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= spec.pages; n += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${n}`, { x: 60, y: 640, size: 72, font, color: rgb(0.1, 0.1, 0.1) });
    page.drawRectangle({ x: 60, y: 200, width: 475, height: 300, color: rgb(0.2, 0.4, 0.8), borderColor: rgb(0.8, 0.1, 0.1), borderWidth: 8 });
  }
  if (spec.xmp) {
    // XMP is UTF-8; pdf-lib would write a JS string's characters as single bytes.
    const stream = doc.context.stream(Buffer.from(xmpPacket(spec.xmp), 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  }
  return Buffer.from(await doc.save());
}

function xmpPacket(xmp: { title?: string; creator?: string }): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const title = xmp.title === undefined ? '' : `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(xmp.title)}</rdf:li></rdf:Alt></dc:title>`;
  const creator = xmp.creator === undefined ? '' : `<dc:creator><rdf:Seq><rdf:li>${escape(xmp.creator)}</rdf:li></rdf:Seq></dc:creator>`;
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">${title}${creator}</rdf:Description>` +
    '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  );
}

/**
 * A one-page PDF encrypted with the standard security handler (RC4, 40-bit, revision 2), built by hand
 * because pdf-lib cannot encrypt. With a userPassword it cannot be opened without that password; with ''
 * anyone can open it (only the owner password guards its permissions), as with many bank statements.
 * Its page says 'Secret'.
 */
export function makeEncryptedPdf(spec: { userPassword: string; ownerPassword?: string }): Buffer {
  const fileId = createHash('md5').update(`heirloom-${spec.userPassword}`).digest();
  const permissions = -4;
  const ownerKey = md5(pad(spec.ownerPassword ?? 'owner')).subarray(0, 5);
  const owner = rc4(ownerKey, pad(spec.userPassword));
  const fileKey = md5(pad(spec.userPassword), owner, int32le(permissions), fileId).subarray(0, 5);
  const user = rc4(fileKey, PASSWORD_PADDING);

  const content = Buffer.from('BT /F1 36 Tf 30 90 Td (Secret) Tj ET', 'latin1');
  const contentKey = md5(fileKey, Buffer.from([4, 0, 0, 0, 0])).subarray(0, 10);
  const encrypted = rc4(contentKey, content);

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object =
      body === null
        ? Buffer.concat([Buffer.from(`${i + 1} 0 obj\n<< /Length ${encrypted.length} >>\nstream\n`, 'latin1'), encrypted, Buffer.from('\nendstream\nendobj\n', 'latin1')])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(object);
    length += object.length;
  });
  const id = fileId.toString('hex');
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** The 32 bytes every password is padded with (PDF 32000-1, 7.6.3.3). */
const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function pad(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);
}

function md5(...parts: Buffer[]): Buffer {
  const hash = createHash('md5');
  parts.forEach((part) => hash.update(part));
  return hash.digest();
}

function int32le(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(value);
  return bytes;
}

/** RC4, written out: OpenSSL 3 keeps it in the legacy provider Node does not load. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}

/**
 * An XMP packet naming faces as Picasa and Lightroom write them: MWG regions, each its centre and
 * size as shares of the picture (sharp's withXmp puts it in a JPEG).
 */
export function faceTagsXmp(tags: ReadonlyArray<{ name: string; box: { left: number; top: number; width: number; height: number } }>): string {
  const regions = tags
    .map(
      ({ name, box }) =>
        `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type><mwg-rs:Area stArea:x="${box.left + box.width / 2}" stArea:y="${box.top + box.height / 2}" stArea:w="${box.width}" stArea:h="${box.height}" stArea:unit="normalized"/></rdf:li>`,
    )
    .join('');
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${regions}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

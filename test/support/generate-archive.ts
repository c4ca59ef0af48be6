import sharp from 'sharp';
import yazl from 'yazl';

/** A zip of the given files, in the order given (photos stored, JSON deflated, as exports do). */
export async function makeZip(files: ReadonlyArray<{ path: string; bytes: Buffer | string }>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes;
    zip.addBuffer(bytes, file.path, { compress: file.path.endsWith('.json'), mtime: new Date(Date.UTC(2024, 0, 1)) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small JPEG of its own colour (so each has its own content hash), with an EXIF date taken
 * when one is given ('YYYY:MM:DD HH:MM:SS').
 */
export async function makeJpeg(seed: number, exifDate?: string): Promise<Buffer> {
  const image = sharp({ create: { width: 96, height: 64, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 29) % 256 } } }).jpeg({ quality: 80 });
  return (exifDate ? image.withExif({ IFD0: { Make: 'Heirloom test' }, IFD2: { DateTimeOriginal: exifDate } }) : image).toBuffer();
}

/** A Takeout sidecar's JSON, as Google writes it. */
export function takeoutSidecar(input: { title: string; takenAt: Date; latitude?: number; longitude?: number; description?: string }): string {
  const seconds = String(Math.floor(input.takenAt.getTime() / 1000));
  const geo = { latitude: input.latitude ?? 0, longitude: input.longitude ?? 0, altitude: 0, latitudeSpan: 0, longitudeSpan: 0 };
  return JSON.stringify({
    title: input.title,
    description: input.description ?? '',
    imageViews: '0',
    creationTime: { timestamp: seconds, formatted: input.takenAt.toUTCString() },
    photoTakenTime: { timestamp: seconds, formatted: input.takenAt.toUTCString() },
    geoData: geo,
    geoDataExif: geo,
    url: 'https://photos.google.com/photo/test',
  });
}

/** The sidecar's name Takeout gives a photo: `<name>.supplemental-metadata.json`, cut to 51 characters. */
export const takeoutSidecarName = (photoName: string) => `${`${photoName}.supplemental-metadata`.slice(0, 46)}.json`;

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** A file in a stand-in provider's library. Bytes are made (or read) on first use and kept. */
export interface SampleFile {
  id: string;
  name: string;
  /** Folder path, '' for the root ('/Family trip 2019'). */
  folder: string;
  /** ISO time the provider reports for the file. */
  modified: string;
  bytes(): Promise<Buffer>;
}

export interface SampleLibrary {
  folders: string[];
  files: SampleFile[];
}

const PALETTE = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#d35400', '#16a085', '#2c3e50', '#f39c12', '#7f8c8d', '#e84393'];

/** A 960x640 JPEG with a coloured sky, a hill and its label: distinct bytes per label, no EXIF date. */
async function generatedPhoto(label: string, index: number): Promise<Buffer> {
  const colour = PALETTE[index % PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <rect width="960" height="640" fill="${colour}"/>
    <circle cx="${160 + ((index * 97) % 640)}" cy="150" r="70" fill="#fdf3c4" opacity="0.9"/>
    <path d="M0 520 Q 240 ${380 + ((index * 37) % 90)} 480 500 T 960 470 V 640 H 0 Z" fill="#1e5631"/>
    <text x="40" y="600" font-family="sans-serif" font-size="44" fill="#ffffff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function memo(make: () => Promise<Buffer>): () => Promise<Buffer> {
  let made: Promise<Buffer> | undefined;
  return () => (made ??= make());
}

/** The photos of ../shared/testdata beside the repository, when it is there (it is not shipped). */
function testdataPhotos(): string[] {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const folder = join(repoRoot, '../shared/testdata/photos/immich-test-assets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith('albums_nature_') && name.endsWith('.jpg'))
    .sort()
    .map((name) => join(folder, name));
}

/**
 * What every stand-in account holds: a holiday folder (14 photos, for a picker journey), a
 * camera-uploads folder (60: more than one listing page), real nature photos from the test data when present,
 * and a text file the pickers must not offer.
 */
export function sampleLibrary(idPrefix: string, cameraPhotos = 60): SampleLibrary {
  const files: SampleFile[] = [];
  const generated = (folder: string, stem: string, count: number, year: number) => {
    for (let i = 1; i <= count; i++) {
      const label = `${stem} ${String(i).padStart(2, '0')}`;
      const index = files.length;
      files.push({
        id: `${idPrefix}${String(index).padStart(6, '0')}`,
        name: `${label.replace(/ /g, '-')}.jpg`,
        folder,
        modified: new Date(Date.UTC(year, 6, 1 + i, 10, i, 0)).toISOString().replace('.000', ''),
        bytes: memo(() => generatedPhoto(label, index)),
      });
    }
  };
  generated('/Family trip 2019', 'Family trip', 14, 2019);
  generated('/Camera Uploads', 'Camera', cameraPhotos, 2021);
  for (const path of testdataPhotos()) {
    files.push({
      id: `${idPrefix}${String(files.length).padStart(6, '0')}`,
      name: path.split('/').pop()!.replace('albums_nature_', ''),
      folder: '/Nature',
      modified: '2018-05-20T09:00:00Z',
      bytes: memo(async () => readFileSync(path)),
    });
  }
  files.push({ id: `${idPrefix}${String(files.length).padStart(6, '0')}`, name: 'packing list.txt', folder: '', modified: '2019-06-30T08:00:00Z', bytes: memo(async () => Buffer.from('passports\nsun cream\n')) });
  const folders = [...new Set(files.map((file) => file.folder).filter(Boolean))];
  return { folders, files };
}

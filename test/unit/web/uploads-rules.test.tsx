// @vitest-environment jsdom
import { GIB } from '@heirloom/shared/plans';
import { ACCEPT_FILTERS, MAX_UPLOAD_BYTES, NOT_ENOUGH_SPACE, UPLOAD_EXTENSIONS, UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import { describe, expect, it } from 'vitest';
import {
  acceptedFiles,
  checkUploads,
  EMPTY_FILE,
  FILE_TOO_LARGE,
  spaceLeft,
  uploadContentType,
  uploadsAllowed,
  type UploadAccount,
} from '../../../web/src/features/uploads/utils/upload-rules';
import { parseProcessedItem, processedItemPath } from '../../../web/src/features/uploads/utils/processed-item';
import { photoView } from './uploads-fakes';

const NOW = Date.UTC(2026, 10, 22, 12);

const account = (overrides: Partial<UploadAccount> = {}): UploadAccount => ({
  user_id: 'u-1',
  customer_plan: 'Trial',
  trial_expired: false,
  trial_end: NOW + 10 * 86_400_000,
  free_space: 0,
  paid_space: 0,
  space_used: 0,
  ...overrides,
});

/** A File that says it is `size` bytes without holding them (only the size is read by the checks). */
function sizedFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('which files are uploaded (spec 000 section 5: extensions, case-insensitive; others silently dropped)', () => {
  it('keeps every accepted extension in any case and drops the rest', () => {
    const accepted = UPLOAD_EXTENSIONS.flatMap((extension) => [new File(['x'], `a.${extension}`), new File(['x'], `B.${extension.toUpperCase()}`)]);
    const others = ['notes.txt', 'song.mp3', 'archive.rar', 'photo.jpg.exe', 'no-extension', '.jpg.', 'desktop.ini'].map((name) => new File(['x'], name));
    expect(acceptedFiles([...others, ...accepted]).map((file) => file.name)).toEqual(accepted.map((file) => file.name));
    expect(acceptedFiles([new File(['x'], 'IMG_0001.JPG'), new File(['x'], 'Tree.GED'), new File(['x'], 'clip.MoV')])).toHaveLength(3);
  });

  it('a batch of only unknown files is no upload at all: no plan dialog, nothing refused', () => {
    expect(checkUploads(account({ customer_plan: 'Free' }), [new File(['x'], 'notes.txt')], { nowMs: NOW })).toEqual({
      blocked: false,
      accepted: [],
      refused: [],
      outOfSpace: false,
    });
  });

  it('gives the pickers the spec accept filters (001 section 5)', () => {
    expect(ACCEPT_FILTERS.gedcom).toBe('.ged,.gdz');
    expect(ACCEPT_FILTERS.photo).toBe('image/*,.heic');
    expect(ACCEPT_FILTERS.document).toBe('image/*,application/pdf,.pdf,.heic');
  });

  it('signs the type the browser reports when it fits the name, else application/octet-stream', () => {
    expect(uploadContentType({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(uploadContentType({ name: 'a.heic', type: '' })).toBe('application/octet-stream');
    expect(uploadContentType({ name: 'family.ged', type: '' })).toBe('application/octet-stream');
    expect(uploadContentType({ name: 'clip.ogg', type: 'audio/ogg' })).toBe('application/octet-stream');
    expect(uploadContentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });
});

describe('plan check (spec 000 sections 5-6: Free and expired Trial are blocked)', () => {
  it.each([
    ['Free', {}, false],
    ['Trial', {}, true],
    ['Trial', { trial_expired: true }, false],
    ['Trial', { trial_end: NOW - 1 }, false], // ended a moment ago, before the server's flag caught up
    ['Monthly', {}, true],
    ['Annual', { trial_expired: true }, true],
  ] as const)('%s %j may upload: %s', (plan, overrides, allowed) => {
    expect(uploadsAllowed(account({ customer_plan: plan, ...overrides }), NOW)).toBe(allowed);
  });

  it('blocks the whole batch with the paid-version message', () => {
    const files = [new File(['x'], 'a.jpg'), new File(['x'], 'b.png')];
    expect(checkUploads(account({ customer_plan: 'Free' }), files, { nowMs: NOW })).toEqual({ blocked: true, message: UPLOAD_REQUIRES_PAID_PLAN });
    expect(checkUploads(account({ trial_expired: true }), files, { nowMs: NOW })).toEqual({ blocked: true, message: 'Uploads require a paid version of Heirloom' });
  });
});

describe('space check (free + paid + plan storage - used)', () => {
  it('counts free space, paid space and the plan storage, less what is stored and on its way', () => {
    expect(spaceLeft(account({ free_space: 1 * GIB, paid_space: 100 * GIB, space_used: 30 * GIB }))).toBe(171 * GIB);
    expect(spaceLeft(account({ customer_plan: 'Free', free_space: 2 * GIB }))).toBe(2 * GIB);
    expect(spaceLeft(account({ space_used: 10 * GIB }), 5 * GIB)).toBe(85 * GIB);
  });

  it('refuses each file larger than the space left, in order, counting the files accepted before it', () => {
    const nearlyFull = account({ space_used: 100 * GIB - 1000 });
    const small = sizedFile('small.jpg', 600);
    const tooBig = sizedFile('big.mov', 500);
    const fits = sizedFile('tiny.png', 400);
    const check = checkUploads(nearlyFull, [small, tooBig, fits], { nowMs: NOW });
    expect(check).toEqual({
      blocked: false,
      accepted: [small, fits],
      refused: [{ file: tooBig, message: NOT_ENOUGH_SPACE, retryable: true }],
      outOfSpace: true,
    });
    expect(NOT_ENOUGH_SPACE).toBe('You do not have enough availble space to upload this file');
  });

  it('counts the uploads still on their way', () => {
    const check = checkUploads(account({ space_used: 100 * GIB - 1000 }), [sizedFile('a.jpg', 600)], { nowMs: NOW, pendingBytes: 500 });
    expect(check).toMatchObject({ accepted: [], outOfSpace: true });
  });

  it('refuses an empty file and one over 10 GB with the server messages, without Retry', () => {
    const empty = sizedFile('empty.jpg', 0);
    const huge = sizedFile('film.mp4', MAX_UPLOAD_BYTES + 1);
    const check = checkUploads(account({ paid_space: 100 * GIB }), [empty, huge], { nowMs: NOW });
    expect(check).toEqual({
      blocked: false,
      accepted: [],
      refused: [
        { file: empty, message: EMPTY_FILE, retryable: false },
        { file: huge, message: FILE_TOO_LARGE, retryable: false },
      ],
      outOfSpace: false,
    });
  });
});

describe('the processed item of a processing_complete message', () => {
  it('reads a photo, a video, a document and an import, and tells where each opens', () => {
    const photo = photoView({ id: 'p-1' });
    expect(parseProcessedItem({ item_type: 'photo', photo })).toEqual({ item_type: 'photo', photo });
    expect(processedItemPath(parseProcessedItem({ item_type: 'video', photo }))).toBe('/photo/p-1');
    expect(processedItemPath(parseProcessedItem({ item_type: 'document', id: 'd-1' }))).toBe('/document/d-1');
    expect(processedItemPath(parseProcessedItem({ item_type: 'gedcom', id: 'imp-1' }))).toBe('/imports/imp-1');
    expect(parseProcessedItem({ id: 'photo-9' })).toBeNull();
  });
});

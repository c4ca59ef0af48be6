import { describe, expect, it } from 'vitest';
import { statusLine } from '../../../web/src/features/uploads/components/upload-row';
import type { UploadEntry } from '../../../web/src/features/uploads/stores/upload-queue-state';
import { copyNotice, parseProcessedItem } from '../../../web/src/features/uploads/utils/processed-item';
import { photoView } from './uploads-fakes';

const completed = (item: unknown): UploadEntry => ({ id: 'e1', uploadId: 'up-1', name: 'falcon.jpg', size: 2048, sent: 2048, kind: 'image', status: 'complete', error: null, item: parseProcessedItem(item) }) as unknown as UploadEntry;

describe('an upload that copies a family photo', () => {
  it('reads the copy notice the server adds to processing_complete, and ignores a malformed one', () => {
    const photo = photoView();
    expect(copyNotice(parseProcessedItem({ item_type: 'photo', photo, copy_of: { count: 2, exact: false } }))).toEqual({ copy_of: { count: 2, exact: false }, already_stored: undefined });
    expect(copyNotice(parseProcessedItem({ item_type: 'photo', photo, already_stored: true }))).toEqual({ copy_of: undefined, already_stored: true });
    expect(copyNotice(parseProcessedItem({ item_type: 'photo', photo, copy_of: { count: 'two' } }))).toEqual({ copy_of: undefined, already_stored: undefined });
    expect(copyNotice(parseProcessedItem({ item_type: 'document', id: 'd1' }))).toEqual({ already_stored: undefined });
    expect(copyNotice(parseProcessedItem({ item_type: 'gedcom', id: 'i1', already_stored: true }))).toEqual({ already_stored: true });
  });

  it('says so in the row: a near copy, the same file in the family, or already in the library', () => {
    const photo = photoView();
    expect(statusLine(completed({ item_type: 'photo', photo }))).toBe('2 KB · Complete');
    expect(statusLine(completed({ item_type: 'photo', photo, copy_of: { count: 1, exact: false } }))).toBe('2 KB · Complete · Copy of a family photo');
    expect(statusLine(completed({ item_type: 'photo', photo, copy_of: { count: 1, exact: true } }))).toBe('2 KB · Complete · Same file as a family photo');
    expect(statusLine(completed({ item_type: 'photo', photo, already_stored: true }))).toBe('2 KB · Already in your library');
    // The same family-tree file again: its earlier import stands, and the row says nothing new came.
    const again = { ...completed({ item_type: 'gedcom', id: 'i1', already_stored: true }), kind: 'gedcom' } as UploadEntry;
    expect(statusLine(again)).toBe('2 KB · Already imported: nothing new in it');
    expect(statusLine({ ...completed({ item_type: 'document', id: 'd1', already_stored: true }), kind: 'pdf' } as UploadEntry)).toBe('2 KB · Already in your library');
  });
});

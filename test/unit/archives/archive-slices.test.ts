import { MAX_ARCHIVE_ENTRIES } from '@heirloom/shared/uploads';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_SLICE_ENTRIES, readCheckpoint, sliceIsOver, tooManyEntries } from '../../../lambdas/domain/archives/import-archive';
import { processingDeadline } from '../../../lambdas/domain/uploads/processing/process-uploaded-object';
import { laneOfKind } from '../../../lambdas/domain/uploads/processing/upload-lanes';

describe('archive slices', () => {
  const limits = { entries: ARCHIVE_SLICE_ENTRIES, ms: 60_000 };

  it('always imports at least one item, however long it took', () => {
    expect(sliceIsOver({ items: 0, elapsedMs: 10 * 60_000 }, limits)).toBe(false);
    expect(sliceIsOver({ items: 1, elapsedMs: 10 * 60_000 }, limits)).toBe(true);
  });

  it('ends at its entry count or its time, whichever comes first', () => {
    expect(sliceIsOver({ items: ARCHIVE_SLICE_ENTRIES - 1, elapsedMs: 1_000 }, limits)).toBe(false);
    expect(sliceIsOver({ items: ARCHIVE_SLICE_ENTRIES, elapsedMs: 1_000 }, limits)).toBe(true);
    expect(sliceIsOver({ items: 3, elapsedMs: 60_001 }, limits)).toBe(true);
  });

  it('cuts a 20,000-entry archive into a hundred short turns', () => {
    let slices = 0;
    for (let next = 0; next < 20_000; ) {
      let items = 0;
      while (next < 20_000 && !sliceIsOver({ items, elapsedMs: items * 10 }, limits)) {
        items += 1;
        next += 1;
      }
      slices += 1;
    }
    expect(slices).toBe(20_000 / ARCHIVE_SLICE_ENTRIES);
  });

  it('reads a checkpoint written before slices kept their made-id files', () => {
    const old = JSON.stringify({ next: 7, counts: { total: 9, imported: 5, duplicates: 1, failed: 1, failures: [], storedBytes: 100 } });
    expect(readCheckpoint({ archiveCheckpoint: old })).toMatchObject({ next: 7, madeFiles: [] });
    expect(readCheckpoint({ archiveCheckpoint: 'not json' })).toMatchObject({ next: 0, madeFiles: [] });
  });
});

describe('the archive entry cap', () => {
  it(`accepts up to ${MAX_ARCHIVE_ENTRIES} files`, () => {
    expect(tooManyEntries(MAX_ARCHIVE_ENTRIES)).toBeNull();
  });

  it('refuses more, saying how many it holds, the cap, and what to do', () => {
    expect(tooManyEntries(123_456)).toBe(
      'This zip holds 123,456 files; we import archives of up to 50,000 files. Please export it in smaller parts (Google Takeout and Facebook both let you choose a smaller archive size) and upload each part.',
    );
  });
});

describe('upload lanes', () => {
  it('sends videos and family trees to their own queues and keeps photos, PDFs and the unreadable with the photos', () => {
    expect(laneOfKind('video')).toBe('videos');
    expect(laneOfKind('gedcom')).toBe('gedcom');
    expect(laneOfKind('image')).toBe('photos');
    expect(laneOfKind('pdf')).toBe('photos');
    expect(laneOfKind('unknown')).toBe('photos');
  });
});

describe('the processing deadline', () => {
  it('outlasts every attempt left, each with its full visibility timeout, and a minute', () => {
    const hour = 3600_000;
    expect(processingDeadline(0, { receiveCount: 1, maxReceiveCount: 3, visibilityTimeoutMs: 1.5 * hour })).toBe(4.5 * hour + 60_000);
    expect(processingDeadline(0, { receiveCount: 3, maxReceiveCount: 3, visibilityTimeoutMs: 1.5 * hour })).toBe(1.5 * hour + 60_000);
    // A redelivery past the count (the stand-in's own counting) still has one attempt's time.
    expect(processingDeadline(0, { receiveCount: 5, maxReceiveCount: 3, visibilityTimeoutMs: hour })).toBe(hour + 60_000);
  });
});

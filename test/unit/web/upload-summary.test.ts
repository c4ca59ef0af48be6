import { describe, expect, it } from 'vitest';
import { uploadHeadline, uploadSummary } from '../../../web/src/features/uploads/components/upload-summary';

const counts = (parts: Partial<Record<'uploading' | 'processing' | 'completed' | 'failed', number>>) => ({ uploading: 0, processing: 0, completed: 0, failed: 0, ...parts });

describe('the uploads’ status line', () => {
  it('says what is happening now, most urgent first', () => {
    expect(uploadHeadline(counts({ uploading: 2, processing: 1 }), 40)).toBe('Uploading 2 files · 40%');
    expect(uploadHeadline(counts({ processing: 1, failed: 1 }), 100)).toBe('Processing 1 file');
    expect(uploadHeadline(counts({ completed: 3 }), 100)).toBe('3 files uploaded');
  });

  it('says a file that arrived but could not be read "could not be added", not that its upload failed', () => {
    expect(uploadHeadline(counts({ failed: 1, completed: 2 }), 100)).toBe('1 file could not be added');
  });

  it('adds up the window’s uploads, leaving out what is zero', () => {
    expect(uploadSummary(counts({ uploading: 2, completed: 5, failed: 1 }))).toBe('2 uploading · 5 complete · 1 failed');
    expect(uploadSummary(counts({}))).toBe('Nothing uploaded yet in this window.');
  });
});

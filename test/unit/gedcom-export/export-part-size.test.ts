import { describe, expect, it } from 'vitest';
import { EXPORT_PART_BYTES, partBytesFor } from '../../../lambdas/adapters/aws/s3-export-files';

const MiB = 1024 * 1024;
const GB = 1000 ** 3;

describe('the part size of an export file', () => {
  it('is 8 MiB for a tree or a family of photos up to some 70 GB', () => {
    expect(partBytesFor(30 * MiB, EXPORT_PART_BYTES)).toBe(8 * MiB);
    expect(partBytesFor(70 * GB, EXPORT_PART_BYTES)).toBe(8 * MiB);
  });

  it('grows with the file, so even 500 GB stays within the 10,000 parts S3 takes for one upload', () => {
    for (const size of [80 * GB, 200 * GB, 500 * GB]) {
      const part = partBytesFor(size, EXPORT_PART_BYTES);
      expect(part % MiB).toBe(0);
      // Room for the zip's own bytes and a pause's part of at least 5 MiB in each run.
      expect(Math.ceil(size / part)).toBeLessThanOrEqual(9_000);
    }
  });
});

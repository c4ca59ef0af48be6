import type { ExportFileWriter, GedzipCheckpoint, ResumableUpload, UploadCheckpoint } from '../../../lambdas/domain/gedcom-export/ports';

/**
 * Export files kept in memory: the text of GEDCOM files, the bytes of any file (a GEDZIP). A
 * resumable upload's parts are kept by upload id, so a run that goes on appends to what the run
 * before it paused with, as S3 would.
 */
export class MemoryExportFiles implements ExportFileWriter {
  readonly files = new Map<string, string>();
  readonly bytes = new Map<string, Buffer>();
  readonly checkpoints = new Map<string, string>();
  private readonly uploads = new Map<string, Buffer[]>();
  failAfterChunks: number | undefined;

  async write(input: { key: string; chunks: AsyncIterable<string | Uint8Array> }) {
    const parts: Buffer[] = [];
    let chunks = 0;
    for await (const chunk of input.chunks) {
      if (this.failAfterChunks !== undefined && chunks++ >= this.failAfterChunks) throw new Error('S3 went away');
      parts.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    }
    return { size: this.store(input.key, parts) };
  }

  async resumable(input: { key: string; from: UploadCheckpoint | null }): Promise<ResumableUpload> {
    const uploadId = input.from?.uploadId ?? `upload-${this.uploads.size + 1}`;
    const parts = this.uploads.get(uploadId) ?? [];
    this.uploads.set(uploadId, parts);
    let chunks = 0;
    return {
      write: async (bytes) => {
        if (this.failAfterChunks !== undefined && chunks++ >= this.failAfterChunks) throw new Error('S3 went away');
        parts.push(Buffer.from(bytes));
      },
      pause: async () => ({ uploadId, parts: [], size: Buffer.concat(parts).length, tailKey: null }),
      complete: async () => {
        this.uploads.delete(uploadId);
        return { size: this.store(input.key, parts) };
      },
      abort: async () => void this.uploads.delete(uploadId),
    };
  }

  async saveCheckpoint(key: string, checkpoint: GedzipCheckpoint) {
    // As JSON, as S3 keeps it: a run that goes on gets plain data, never the paused run's objects.
    this.checkpoints.set(key, JSON.stringify(checkpoint));
  }

  async loadCheckpoint(key: string): Promise<GedzipCheckpoint | null> {
    const saved = this.checkpoints.get(key);
    return saved === undefined ? null : (JSON.parse(saved) as GedzipCheckpoint);
  }

  private store(key: string, parts: Buffer[]): number {
    const bytes = Buffer.concat(parts);
    this.bytes.set(key, bytes);
    this.files.set(key, bytes.toString('utf8'));
    return bytes.length;
  }
}

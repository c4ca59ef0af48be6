import type { ExportFileWriter } from '../../../lambdas/domain/gedcom-export/ports';

/** Export files kept in memory: the text of GEDCOM files, the bytes of any file (a GEDZIP). */
export class MemoryExportFiles implements ExportFileWriter {
  readonly files = new Map<string, string>();
  readonly bytes = new Map<string, Buffer>();
  failAfterChunks: number | undefined;

  async write(input: { key: string; chunks: AsyncIterable<string | Uint8Array> }) {
    const parts: Buffer[] = [];
    let chunks = 0;
    for await (const chunk of input.chunks) {
      if (this.failAfterChunks !== undefined && chunks++ >= this.failAfterChunks) throw new Error('S3 went away');
      parts.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    }
    const bytes = Buffer.concat(parts);
    this.bytes.set(input.key, bytes);
    this.files.set(input.key, bytes.toString('utf8'));
    return { size: bytes.length };
  }
}

import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, GetObjectCommand, PutObjectCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportFileWriter, ExportLinks, GedzipCheckpoint, ResumableUpload, UploadCheckpoint } from '../../domain/gedcom-export/ports';

/** S3 wants parts of at least 5 MiB (all but the last); 8 MiB keeps memory small and parts few (a 100,000-person tree is ~4 parts). */
export const EXPORT_PART_BYTES = 8 * 1024 * 1024;
/** How long a download link works: long enough to start the download, short enough not to be shared around. */
export const EXPORT_LINK_SECONDS = 5 * 60;

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Export files in S3: the text is written as it is made, in multipart-upload parts (one PutObject
 * when the whole file fits in one part), so no Lambda ever holds a whole big tree's file. A GEDZIP
 * may take several runs: its upload pauses with the bytes short of a part kept in a small object
 * beside the file (S3 takes no part under 5 MiB but the last), and its checkpoint is a JSON object
 * there too; both expire with the export's folder (the bucket's lifecycle).
 */
export class S3ExportFiles implements ExportFileWriter, ExportLinks {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly partBytes = EXPORT_PART_BYTES,
  ) {}

  async write(input: { key: string; fileName: string; contentType: string; chunks: AsyncIterable<string | Uint8Array> }): Promise<{ size: number }> {
    const upload = new PartUpload(this.s3, this.object(input), this.partBytes, null, null);
    try {
      for await (const chunk of input.chunks) await upload.write(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      return await upload.complete();
    } catch (error) {
      await upload.abort();
      throw error;
    }
  }

  async resumable(input: { key: string; fileName: string; contentType: string; from: UploadCheckpoint | null; expectedBytes: number }): Promise<ResumableUpload> {
    const tail = input.from?.tailKey ? await this.read(input.from.tailKey) : null;
    return new PartUpload(this.s3, this.object(input), partBytesFor(input.expectedBytes, this.partBytes), input.from, tail);
  }

  async saveCheckpoint(key: string, checkpoint: GedzipCheckpoint): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkpointKey(key), Body: JSON.stringify(checkpoint), ContentType: 'application/json' }));
  }

  async loadCheckpoint(key: string): Promise<GedzipCheckpoint | null> {
    try {
      return JSON.parse((await this.read(checkpointKey(key))).toString('utf8')) as GedzipCheckpoint;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  private object(input: { key: string; fileName: string; contentType: string }): ExportObject {
    return { Bucket: this.bucket, Key: input.key, ContentType: input.contentType, ContentDisposition: attachment(input.fileName) };
  }

  private async read(key: string): Promise<Buffer> {
    const { Body } = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from((await Body?.transformToByteArray()) ?? []);
  }

  download(key: string, fileName: string, contentType: string): Promise<string> {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: attachment(fileName), ResponseContentType: contentType }),
      { expiresIn: EXPORT_LINK_SECONDS },
    );
  }
}

/** S3 takes at most 10,000 parts an upload: parts grow with the file, leaving room for the zip's own bytes. */
const MAX_PARTS = 9_000;
const MiB = 1024 * 1024;

/** The part size for a file of about `expectedBytes`: at least `minimum`, whole MiB, few enough parts for S3 (80 GB of photos: 9 MiB). */
export const partBytesFor = (expectedBytes: number, minimum: number): number => Math.max(minimum, Math.ceil(expectedBytes / MAX_PARTS / MiB) * MiB);

const checkpointKey = (key: string) => `${key}.checkpoint.json`;
const tailKey = (key: string) => `${key}.tail`;
/** S3's smallest part but the last. */
const MIN_PART_BYTES = 5 * MiB;

interface ExportObject {
  Bucket: string;
  Key: string;
  ContentType: string;
  ContentDisposition: string;
}

/**
 * One file's multipart upload, sent a part at a time as its bytes come: started at the first full
 * part (a file that never fills one is one PutObject), or carried on from an earlier run's checkpoint.
 */
class PartUpload implements ResumableUpload {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private uploadId: string | null;
  private readonly parts: Array<{ ETag: string; PartNumber: number }>;
  private size: number;

  constructor(
    private readonly s3: S3Client,
    private readonly object: ExportObject,
    private readonly partBytes: number,
    from: UploadCheckpoint | null,
    /** The bytes an earlier run kept aside, first of what is still to send. */
    tail: Buffer | null,
  ) {
    this.uploadId = from?.uploadId ?? null;
    this.parts = [...(from?.parts ?? [])];
    this.size = from?.size ?? 0;
    if (tail?.length) {
      this.pending.push(tail);
      this.pendingBytes = tail.length;
    }
  }

  async write(chunk: Uint8Array): Promise<void> {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.size += bytes.length;
    if (this.pendingBytes >= this.partBytes) await this.sendPart();
  }

  async pause(): Promise<UploadCheckpoint> {
    if (this.pendingBytes >= MIN_PART_BYTES) await this.sendPart();
    const uploadId = await this.started();
    let tail: string | null = null;
    if (this.pendingBytes > 0) {
      tail = tailKey(this.object.Key);
      const body = Buffer.concat(this.pending);
      await this.s3.send(new PutObjectCommand({ Bucket: this.object.Bucket, Key: tail, Body: body, ContentLength: body.length }));
    }
    return { uploadId, parts: [...this.parts], size: this.size, tailKey: tail };
  }

  async complete(): Promise<{ size: number }> {
    if (this.uploadId === null) {
      const body = Buffer.concat(this.pending);
      await this.s3.send(new PutObjectCommand({ ...this.object, Body: body, ContentLength: body.length }));
      return { size: this.size };
    }
    if (this.pendingBytes > 0) await this.sendPart();
    await this.s3.send(new CompleteMultipartUploadCommand({ Bucket: this.object.Bucket, Key: this.object.Key, UploadId: this.uploadId, MultipartUpload: { Parts: this.parts } }));
    return { size: this.size };
  }

  async abort(): Promise<void> {
    if (this.uploadId === null) return;
    await this.s3.send(new AbortMultipartUploadCommand({ Bucket: this.object.Bucket, Key: this.object.Key, UploadId: this.uploadId })).catch(() => undefined);
  }

  private async started(): Promise<string> {
    this.uploadId ??= (await this.s3.send(new CreateMultipartUploadCommand(this.object))).UploadId ?? null;
    if (!this.uploadId) throw new Error(`S3 gave no upload id for ${this.object.Key}`);
    return this.uploadId;
  }

  private async sendPart(): Promise<void> {
    const uploadId = await this.started();
    const PartNumber = this.parts.length + 1;
    const body = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    const { ETag } = await this.s3.send(new UploadPartCommand({ Bucket: this.object.Bucket, Key: this.object.Key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
    this.parts.push({ ETag: ETag ?? '', PartNumber });
  }
}

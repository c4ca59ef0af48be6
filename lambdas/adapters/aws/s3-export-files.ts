import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, GetObjectCommand, PutObjectCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportFileWriter, ExportLinks } from '../../domain/gedcom-export/ports';

/** S3 wants parts of at least 5 MiB (all but the last); 8 MiB keeps memory small and parts few (a 100,000-person tree is ~4 parts). */
export const EXPORT_PART_BYTES = 8 * 1024 * 1024;
/** How long a download link works: long enough to start the download, short enough not to be shared around. */
export const EXPORT_LINK_SECONDS = 5 * 60;

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Export files in S3: the text is written as it is made, in multipart-upload parts (one PutObject
 * when the whole file fits in one part), so no Lambda ever holds a whole big tree's file.
 */
export class S3ExportFiles implements ExportFileWriter, ExportLinks {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly partBytes = EXPORT_PART_BYTES,
  ) {}

  async write(input: { key: string; fileName: string; contentType: string; chunks: AsyncIterable<string | Uint8Array> }): Promise<{ size: number }> {
    const { key } = input;
    const object = { Bucket: this.bucket, Key: key, ContentType: input.contentType, ContentDisposition: attachment(input.fileName) };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: Array<{ ETag: string; PartNumber: number }> = [];
    const sendPart = async () => {
      uploadId ??= (await this.s3.send(new CreateMultipartUploadCommand(object))).UploadId;
      if (!uploadId) throw new Error(`S3 gave no upload id for ${key}`);
      const PartNumber = parts.length + 1;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const { ETag } = await this.s3.send(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
      parts.push({ ETag: ETag ?? '', PartNumber });
    };
    try {
      for await (const chunk of input.chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        pending.push(bytes);
        pendingBytes += bytes.length;
        size += bytes.length;
        if (pendingBytes >= this.partBytes) await sendPart();
      }
      if (!uploadId) {
        const body = Buffer.concat(pending);
        await this.s3.send(new PutObjectCommand({ ...object, Body: body, ContentLength: body.length }));
        return { size };
      }
      if (pendingBytes > 0) await sendPart();
      await this.s3.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      return { size };
    } catch (error) {
      if (uploadId) await this.s3.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  download(key: string, fileName: string, contentType: string): Promise<string> {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: attachment(fileName), ResponseContentType: contentType }),
      { expiresIn: EXPORT_LINK_SECONDS },
    );
  }
}

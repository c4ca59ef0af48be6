import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorage } from '../../ports/media';

/** Derived files never change once written (new versions get new keys), so browsers keep them. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

export class S3ObjectStorage implements ObjectStorage {
  constructor(
    private readonly s3: S3Client,
    private readonly uploadsBucket: string,
    private readonly mediaBucket: string,
  ) {}

  async downloadUpload(key: string, toFile: string) {
    const object = await this.s3.send(new GetObjectCommand({ Bucket: this.uploadsBucket, Key: key }));
    const hash = createHash('sha256');
    // Hash while streaming to disk: a large video is never held in memory.
    const hashing = new Transform({
      transform(chunk, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(object.Body as Readable, hashing, createWriteStream(toFile));
    return { size: (await stat(toFile)).size, sha256: hash.digest('hex'), eTag: (object.ETag ?? '').replace(/"/g, '') };
  }

  async deleteUpload(key: string) {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.uploadsBucket, Key: key }));
  }

  async readUploadRange(key: string, start: number, end: number) {
    const object = await this.s3.send(new GetObjectCommand({ Bucket: this.uploadsBucket, Key: key, Range: `bytes=${start}-${end - 1}` }));
    return object.Body as Readable;
  }

  async putUploadFile(key: string, file: string, contentType: string) {
    const { size } = await stat(file);
    await this.s3.send(new PutObjectCommand({ Bucket: this.uploadsBucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
  }

  async putDerived(key: string, body: Buffer, contentType: string) {
    await this.s3.send(new PutObjectCommand({ Bucket: this.mediaBucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async putDerivedFile(key: string, file: string, contentType: string) {
    const { size } = await stat(file);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.mediaBucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
  }

  async deleteDerived(keys: readonly string[]) {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      if (batch.length) await this.s3.send(new DeleteObjectsCommand({ Bucket: this.mediaBucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }
}

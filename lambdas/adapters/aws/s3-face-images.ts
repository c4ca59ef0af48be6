import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FaceImages } from '../../domain/faces/deps';
import type { MediaUrlSigner, ObjectStorage } from '../../ports/media';

/** Renditions are read from, and face crops written to, the media bucket. */
export class S3FaceImages implements FaceImages {
  constructor(
    private readonly s3: S3Client,
    private readonly mediaBucket: string,
    private readonly storage: Pick<ObjectStorage, 'deleteDerived'>,
    private readonly signer: Pick<MediaUrlSigner, 'derived'>,
  ) {}

  async read(key: string): Promise<Buffer> {
    const object = await this.s3.send(new GetObjectCommand({ Bucket: this.mediaBucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async putCrop(key: string, jpeg: Buffer): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.mediaBucket, Key: key, Body: jpeg, ContentType: 'image/jpeg', CacheControl: 'private, max-age=31536000, immutable' }));
  }

  deleteCrops(keys: readonly string[]): Promise<void> {
    return this.storage.deleteDerived(keys);
  }

  link(key: string): Promise<string> {
    return this.signer.derived(key);
  }
}

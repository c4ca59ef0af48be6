import { DecryptCommand, EncryptCommand, type KMSClient } from '@aws-sdk/client-kms';
import type { TokenSealer } from '../../ports/sources';

/** Provider tokens encrypted with the stage's KMS key; the ciphertext names its key, so opening needs no id. */
export class KmsTokenSealer implements TokenSealer {
  constructor(
    private readonly kms: KMSClient,
    private readonly keyId: string,
  ) {}

  async seal(plain: string): Promise<string> {
    const { CiphertextBlob } = await this.kms.send(new EncryptCommand({ KeyId: this.keyId, Plaintext: Buffer.from(plain, 'utf8'), EncryptionContext: { purpose: 'provider-token' } }));
    return Buffer.from(CiphertextBlob!).toString('base64');
  }

  async open(sealed: string): Promise<string> {
    const { Plaintext } = await this.kms.send(new DecryptCommand({ CiphertextBlob: Buffer.from(sealed, 'base64'), EncryptionContext: { purpose: 'provider-token' } }));
    return Buffer.from(Plaintext!).toString('utf8');
  }
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenSealer } from '../../ports/sources';

/**
 * The local stand-in for KMS: AES-256-GCM under a key the local runtime generates (tokens are
 * still never stored in the clear). Sealed form: base64(iv | tag | ciphertext).
 */
export class AesTokenSealer implements TokenSealer {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('The local token key must be 32 bytes of hex');
  }

  async seal(plain: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  async open(sealed: string): Promise<string> {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A six-digit one-time code (spec: verification code length 6). */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An unguessable token for session ids and e-mailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Codes and link keys are stored hashed, so a table read does not hand out sign-ins. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt is memory-hard (here 32 MiB a hash), which makes guessing leaked hashes on GPUs costly,
 * and it ships with Node, so there is no native add-on to build for Lambda. The parameters are
 * stored with each hash so they can be raised later without invalidating old passwords.
 */
const STRONG = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

/**
 * How much work a new hash takes. 'strong' wherever people's passwords are kept. 'fast' (1 MiB, 1/32
 * of the work) only for the test layers' throwaway accounts: a strong hash costs ~0.2 s
 * of CPU, and the integration layer alone makes ~350 (15% of its CPU). The runtime refuses 'fast'
 * outside the local stage (runtime/password-hash-cost.ts). Verifying reads the stored parameters,
 * so either kind of hash verifies under either setting.
 */
export type PasswordHashCost = 'strong' | 'fast';

const PARAMS: Record<PasswordHashCost, typeof STRONG> = { strong: STRONG, fast: { ...STRONG, N: 2 ** 10 } };

function derive(password: string, salt: Buffer, options: ScryptOptions & { keyLength: number }): Promise<Buffer> {
  const { keyLength, ...scryptOptions } = options;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...scryptOptions, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const params = PARAMS[cost];
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), keyLength: expected.length });
  return timingSafeEqual(actual, expected);
}

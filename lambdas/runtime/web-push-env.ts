/**
 * Where the VAPID keys come from. Web Push is on only when the public key is set:
 * - WEB_PUSH_PUBLIC_KEY: the stage's VAPID public key (base64url), public by nature;
 * - WEB_PUSH_PRIVATE_KEY_SECRET (AWS): the Secrets Manager secret holding the private key, read
 *   once per container by the functions that send;
 * - WEB_PUSH_PRIVATE_KEY (local): the private key itself, generated once into the data folder.
 */
export const WEB_PUSH_ENV = {
  publicKey: 'WEB_PUSH_PUBLIC_KEY',
  privateKeySecret: 'WEB_PUSH_PRIVATE_KEY_SECRET',
  privateKey: 'WEB_PUSH_PRIVATE_KEY',
} as const;

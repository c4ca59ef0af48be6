import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS, LINK_WINDOW_SECONDS, presignGet, S3LibraryLinks } from '../../../lambdas/adapters/aws/s3-library-links';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token/with+odd=chars' };
const signedAt = new Date('2024-05-01T10:15:00Z');

function sdkClient(options: { endpoint?: string; forcePathStyle?: boolean } = {}) {
  return new S3Client({ region: 'eu-west-2', credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', ...options });
}

/** The SDK's own presigned URL for the same inputs, signed at the same moment. */
const sdkUrl = (client: S3Client, bucket: string, key: string, disposition?: string) =>
  getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ...(disposition ? { ResponseContentDisposition: disposition } : {}) }), { expiresIn: 900, signingDate: signedAt });

describe('presignGet: Signature V4 query signing without the SDK middleware', () => {
  it.each([
    ['a virtual-hosted bucket', {}, 'https://family-media.s3.eu-west-2.amazonaws.com', 'family-media.s3.eu-west-2.amazonaws.com', ''],
    ['a path-style local endpoint', { endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }, 'http://127.0.0.1:4569', '127.0.0.1:4569', '/family-media'],
  ] as const)('signs exactly as the SDK does for %s', async (_, options, origin, host, prefix) => {
    const key = "users/u1/media/01HX/fix-01hy-300.webp";
    const ours = presignGet({ address: { origin, host, prefix }, key, region: 'eu-west-2', credentials, signedAt, expiresInSeconds: 900, query: { 'x-id': 'GetObject' } });
    expect(ours).toBe(await sdkUrl(sdkClient(options), 'family-media', key));
  });

  it('encodes keys and a download name the way S3 expects', async () => {
    const key = "users/u1/uploads/01HX/Grandma's (1962) café & more!.jpg";
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent("Grandma's (1962) café & more!.jpg")}`;
    const ours = presignGet({
      address: { origin: 'https://family-media.s3.eu-west-2.amazonaws.com', host: 'family-media.s3.eu-west-2.amazonaws.com', prefix: '' },
      key,
      region: 'eu-west-2',
      credentials,
      signedAt,
      expiresInSeconds: 900,
      query: { 'x-id': 'GetObject', 'response-content-disposition': disposition },
    });
    expect(ours).toBe(await sdkUrl(sdkClient(), 'family-media', key, disposition));
  });
});

describe('S3LibraryLinks', () => {
  it('gives the same link for the same file within a 15-minute window, a new one after it, valid an hour past the window', async () => {
    let now = Date.parse('2024-05-01T10:16:00Z');
    const links = new S3LibraryLinks(sdkClient(), 'uploads', 'media', () => now);
    const first = await links.derived('users/u1/media/p1/300.webp');
    now += 10 * 60 * 1000;
    expect(await links.derived('users/u1/media/p1/300.webp')).toBe(first);
    const url = new URL(first);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20240501T101500Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(LINK_WINDOW_SECONDS + LINK_LIFETIME_SECONDS));
    now += 5 * 60 * 1000;
    expect(await links.derived('users/u1/media/p1/300.webp')).not.toBe(first);
  });

  it('says how long the link it signs now stays valid: to the end of the window plus the lifetime', async () => {
    let now = Date.parse('2024-05-01T10:00:10Z');
    const links = new S3LibraryLinks(sdkClient(), 'uploads', 'media', () => now, { windowSeconds: 30, lifetimeSeconds: 30 });
    const url = new URL(await links.derived('users/u1/media/p1/300.webp'));
    const expiresAt = Date.parse('2024-05-01T10:00:00Z') / 1000 + Number(url.searchParams.get('X-Amz-Expires'));
    expect(links.secondsLeft()).toBe(50);
    expect(now / 1000 + links.secondsLeft()).toBe(expiresAt);
    now = Date.parse('2024-05-01T10:00:29.5Z');
    expect(links.secondsLeft()).toBe(30);
    now = Date.parse('2024-05-01T10:00:30Z');
    expect(links.secondsLeft()).toBe(60);
  });

  it('signs originals as downloads under their own name, from the uploads bucket', async () => {
    const links = new S3LibraryLinks(sdkClient(), 'uploads', 'media');
    const url = new URL(await links.original('users/u1/uploads/p1/IMG 1.jpg', 'IMG 1.jpg'));
    expect(url.host).toBe('uploads.s3.eu-west-2.amazonaws.com');
    expect(url.pathname).toBe('/users/u1/uploads/p1/IMG%201.jpg');
    expect(url.searchParams.get('response-content-disposition')).toBe("attachment; filename*=UTF-8''IMG%201.jpg");
  });
});

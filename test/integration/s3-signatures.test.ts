import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws';
import { presignGet } from '../../lambdas/adapters/aws/s3-library-links';
import { S3UploadSigner } from '../../lambdas/adapters/aws/s3-upload-signer';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The local S3 refuses what S3 refuses for signed requests: no signature, a signature by an
 * unknown key or with the wrong secret, a presigned URL used for another key, after it expired, or
 * with a body of another length or content type than was signed. The app's own presigned PUTs and
 * GETs (uploads, thumbnails in the browser) and its SDK calls still go through.
 */
let stack: TestStack;
let bucket: string;
let signer: S3UploadSigner;
const BODY = Buffer.from('a small photo, as far as this test is concerned');

beforeAll(async () => {
  stack = await startTestStack();
  bucket = stack.stack.buckets.uploads;
  signer = new S3UploadSigner(stack.s3, bucket);
});
afterAll(async () => {
  await stack?.stop();
});

const put = (url: string, body: Buffer, contentType = 'image/jpeg') => fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
const objectUrl = (key: string) => `${stack.stack.endpoints.s3}/${bucket}/${key}`;
const clientWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({ region: LOCAL_REGION, credentials, endpoint: stack.stack.endpoints.s3, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });

describe('presigned PUTs (uploads)', () => {
  it('accept exactly the signed body length and content type', async () => {
    const url = await signer.signPut('users/u1/uploads/a/photo.jpg', 'image/jpeg', BODY.length, 300);
    expect((await put(url, BODY)).status).toBe(200);
    const stored = await stack.s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'users/u1/uploads/a/photo.jpg' }));
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(BODY);
  });

  it('refuse a body larger than signed and another content type', async () => {
    const url = await signer.signPut('users/u1/uploads/b/photo.jpg', 'image/jpeg', BODY.length, 300);
    const larger = await put(url, Buffer.concat([BODY, Buffer.from('and then some')]));
    expect(larger.status).toBe(403);
    expect(await errorCode(larger)).toBe('SignatureDoesNotMatch');
    const otherType = await put(url, BODY, 'text/html');
    expect(otherType.status).toBe(403);
    expect(await errorCode(otherType)).toBe('SignatureDoesNotMatch');
  });

  it('refuse a signature used for another key, and an expired one', async () => {
    const url = new URL(await signer.signPut('users/u1/uploads/c/photo.jpg', 'image/jpeg', BODY.length, 300));
    url.pathname = url.pathname.replace('/u1/', '/u2/');
    expect((await put(url.toString(), BODY)).status).toBe(403);

    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const expired = await getSignedUrl(stack.s3, new PutObjectCommand({ Bucket: bucket, Key: 'users/u1/uploads/d/photo.jpg', ContentType: 'image/jpeg', ContentLength: BODY.length }), {
      expiresIn: 60,
      signingDate: longAgo,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    const response = await put(expired, BODY);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('refuse a URL signed with another secret or by an unknown key', async () => {
    const key = 'users/u1/uploads/e/photo.jpg';
    const command = () => new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/jpeg', ContentLength: BODY.length });
    const options = { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']) };
    const wrongSecret = await getSignedUrl(clientWith({ ...LOCAL_CREDENTIALS, secretAccessKey: 'not-the-secret' }), command(), options);
    expect(await errorCode(await put(wrongSecret, BODY))).toBe('SignatureDoesNotMatch');
    const unknownKey = await getSignedUrl(clientWith({ accessKeyId: 'AKIASTRANGER', secretAccessKey: 'whatever' }), command(), options);
    expect(await errorCode(await put(unknownKey, BODY))).toBe('InvalidAccessKeyId');
  });
});

describe('unsigned requests', () => {
  it('are refused for GET and PUT, as on a private bucket', async () => {
    const url = await signer.signPut('users/u1/uploads/f/photo.jpg', 'image/jpeg', BODY.length, 300);
    expect((await put(url, BODY)).status).toBe(200);
    const get = await fetch(objectUrl('users/u1/uploads/f/photo.jpg'));
    expect(get.status).toBe(403);
    expect(await errorCode(get)).toBe('AccessDenied');
    expect((await put(objectUrl('users/u1/uploads/g/photo.jpg'), BODY)).status).toBe(403);
  });

  it('still get the CORS preflight answer the browser needs before a PUT', async () => {
    const preflight = await fetch(objectUrl('users/u1/uploads/h/photo.jpg'), {
      method: 'OPTIONS',
      headers: { origin: stack.url, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    // The bucket's rule allows localhost on any port, which s3rver answers with '*'.
    expect(['*', stack.url]).toContain(preflight.headers.get('access-control-allow-origin'));
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});

describe('presigned GETs (thumbnails and downloads in the browser)', () => {
  it('work as signed, and not once the query is changed', async () => {
    const key = 'users/u1/uploads/i/photo.jpg';
    await stack.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: BODY, ContentType: 'image/jpeg' }));
    const endpoint = new URL(stack.stack.endpoints.s3);
    const url = presignGet({
      address: { origin: endpoint.origin, host: endpoint.host, prefix: `/${bucket}` },
      key,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      signedAt: new Date(),
      expiresInSeconds: 300,
      query: { 'response-content-disposition': 'attachment; filename="photo.jpg"' },
    });
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toBe('attachment; filename="photo.jpg"');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(BODY);
    const tampered = await fetch(url.replace('photo.jpg%22', 'evil.html%22'));
    expect(tampered.status).toBe(403);
  });

  it('refuse the SDK signing with the wrong secret (header authorization)', async () => {
    const stranger = clientWith({ ...LOCAL_CREDENTIALS, secretAccessKey: 'not-the-secret' });
    await expect(stranger.send(new GetObjectCommand({ Bucket: bucket, Key: 'users/u1/uploads/i/photo.jpg' }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    stranger.destroy();
  });
});

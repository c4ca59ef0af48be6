import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';

/**
 * Plays CloudFront's /blog-media/* behaviour: post images read from the bucket the publish
 * command wrote them to, under the same key as the path.
 */
export function createBlogMediaRoute(s3: S3Client, bucket: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname.slice(1));
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      res.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': object.CacheControl ?? 'public, max-age=86400',
        ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
      });
      if (req.method === 'HEAD') {
        (object.Body as Readable).destroy();
        res.end();
      } else (object.Body as Readable).pipe(res);
    } catch (error) {
      if (!(error instanceof NoSuchKey) && (error as { name?: string }).name !== 'NoSuchKey') throw error;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
    }
  };
}

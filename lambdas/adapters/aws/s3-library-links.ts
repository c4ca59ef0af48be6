import { createHash, createHmac } from 'node:crypto';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaUrlSigner } from '../../ports/media';

/**
 * Signed GET links for the photo library's pages, which sign 250 links at a time (50 photos, 4-5
 * sizes each). The SDK's getSignedUrl runs a command's whole middleware stack, 3-7 ms a link:
 * most of a strip page's time. This signs AWS Signature V4 query strings directly (tens of
 * microseconds a link), after asking the SDK once per bucket where that bucket is addressed.
 *
 * Links are signed at the start of the current 15-minute window and last an hour past its end, so
 * every page of one window names the same picture by the same URL: browsers cache thumbnails across
 * pages, reloads and lists (the files never change; new versions get new keys), and a container
 * signs each link once per window.
 */
export const LINK_WINDOW_SECONDS = 15 * 60;
export const LINK_LIFETIME_SECONDS = 60 * 60;
const CACHE_LIMIT = 20_000;

/** RFC 3986 encoding, as Signature V4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

interface BucketAddress {
  origin: string;
  host: string;
  /** The path before the key: '' for virtual-hosted buckets, '/bucket' for path-style ones. */
  prefix: string;
}

export interface LinkCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** A presigned GET URL, byte for byte what Signature V4 query signing makes for these inputs. */
export function presignGet(input: {
  address: BucketAddress;
  key: string;
  region: string;
  credentials: LinkCredentials;
  signedAt: Date;
  expiresInSeconds: number;
  query?: Record<string, string>;
}): string {
  const { address, credentials, region, signedAt } = input;
  const stamp = amzDate(signedAt);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const path = `${address.prefix}/${input.key.split('/').map(encode).join('/')}`;
  const query: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': stamp,
    'X-Amz-Expires': String(input.expiresInSeconds),
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'X-Amz-SignedHeaders': 'host',
  };
  const queryString = (parameters: Record<string, string>) =>
    Object.keys(parameters)
      .sort()
      .map((name) => `${encode(name)}=${encode(parameters[name]!)}`)
      .join('&');
  const canonicalQuery = queryString(query);
  const canonicalRequest = ['GET', path, canonicalQuery, `host:${address.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${address.origin}${path}?${queryString({ ...query, 'X-Amz-Signature': signature })}`;
}

export class S3LibraryLinks implements MediaUrlSigner {
  private readonly addresses = new Map<string, Promise<BucketAddress>>();
  private readonly cache = new Map<string, string>();
  private cacheWindow = 0;

  constructor(
    private readonly s3: S3Client,
    private readonly uploadsBucket: string,
    private readonly mediaBucket: string,
    private readonly now: () => number = Date.now,
    /** The window links are signed at the start of, and how long they last past its end. */
    private readonly timing: { windowSeconds: number; lifetimeSeconds: number } = { windowSeconds: LINK_WINDOW_SECONDS, lifetimeSeconds: LINK_LIFETIME_SECONDS },
  ) {}

  /** Seconds the links signed now stay valid: to the end of this window plus the lifetime. */
  secondsLeft(): number {
    const { windowSeconds, lifetimeSeconds } = this.timing;
    const nowSeconds = this.now() / 1000;
    const window = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
    return Math.floor(window + windowSeconds + lifetimeSeconds - nowSeconds);
  }

  derived(key: string): Promise<string> {
    return this.link(this.mediaBucket, key);
  }

  original(key: string, downloadName: string): Promise<string> {
    return this.link(this.uploadsBucket, key, { 'response-content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}` });
  }

  private async link(bucket: string, key: string, query: Record<string, string> = {}): Promise<string> {
    const { windowSeconds, lifetimeSeconds } = this.timing;
    const window = Math.floor(this.now() / 1000 / windowSeconds) * windowSeconds;
    if (window !== this.cacheWindow || this.cache.size > CACHE_LIMIT) {
      this.cache.clear();
      this.cacheWindow = window;
    }
    // The SDK's credentials are memoized (and refreshed before temporary ones expire): a link is
    // reused only while it was signed with the credentials in use now.
    const [address, credentials, region] = await Promise.all([this.addressOf(bucket), this.s3.config.credentials(), this.s3.config.region()]);
    const cacheKey = `${credentials.accessKeyId}\u0000${bucket}\u0000${key}\u0000${query['response-content-disposition'] ?? ''}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const url = presignGet({
      address,
      key,
      region,
      credentials,
      signedAt: new Date(window * 1000),
      expiresInSeconds: windowSeconds + lifetimeSeconds,
      query,
    });
    this.cache.set(cacheKey, url);
    return url;
  }

  /** Where the SDK addresses a bucket (endpoint, path-style or virtual-hosted), asked once per bucket. */
  private addressOf(bucket: string): Promise<BucketAddress> {
    let address = this.addresses.get(bucket);
    if (!address) {
      address = getSignedUrl(this.s3, new GetObjectCommand({ Bucket: bucket, Key: 'probe' }), { expiresIn: 60 }).then((signed) => {
        const url = new URL(signed);
        if (!url.pathname.endsWith('/probe')) throw new Error(`Unexpected S3 address for bucket ${bucket}: ${url.origin}${url.pathname}`);
        return { origin: url.origin, host: url.host, prefix: url.pathname.slice(0, -'/probe'.length) };
      });
      address.catch(() => this.addresses.delete(bucket));
      this.addresses.set(bucket, address);
    }
    return address;
  }
}

import { randomBytes } from 'node:crypto';
import { LOCAL_REGION } from './local-aws';

/** The record s3rver emits, before it is made to look exactly like S3's own notification. */
export interface S3rverEventRecord {
  eventName: string;
  eventTime?: string;
  requestParameters?: { sourceIPAddress?: string };
  s3: {
    bucket: { name: string };
    object: { key: string; size?: number; eTag?: string; sequencer?: string };
  };
}

export interface S3NotificationRecord {
  eventVersion: '2.1';
  eventSource: 'aws:s3';
  awsRegion: string;
  eventTime: string;
  eventName: string;
  userIdentity: { principalId: string };
  requestParameters: { sourceIPAddress: string };
  responseElements: { 'x-amz-request-id': string; 'x-amz-id-2': string };
  s3: {
    s3SchemaVersion: '1.0';
    configurationId: string;
    bucket: { name: string; ownerIdentity: { principalId: string }; arn: string };
    object: { key: string; size: number; eTag: string; sequencer: string };
  };
}

/**
 * S3 URL-encodes object keys in notifications the way HTML forms do (a space becomes '+'), and
 * consumers decode them with decodeURIComponent(key.replace(/\+/g, ' ')). s3rver sends the raw
 * key; this restores S3's encoding so the consumer's decoding is exercised locally too.
 */
export function encodeNotificationKey(key: string): string {
  return key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%20/g, '+').replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/** An s3rver event record in the exact shape S3 delivers to an SQS queue. */
export function toS3NotificationRecord(record: S3rverEventRecord, configurationId: string): S3NotificationRecord {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
  return {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: LOCAL_REGION,
    eventTime: record.eventTime ?? new Date().toISOString(),
    eventName: record.eventName,
    userIdentity: { principalId: `AWS:${hex(10)}` },
    requestParameters: { sourceIPAddress: record.requestParameters?.sourceIPAddress ?? '127.0.0.1' },
    responseElements: { 'x-amz-request-id': hex(8), 'x-amz-id-2': randomBytes(48).toString('base64') },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId,
      bucket: { name: record.s3.bucket.name, ownerIdentity: { principalId: hex(7) }, arn: `arn:aws:s3:::${record.s3.bucket.name}` },
      object: {
        key: encodeNotificationKey(record.s3.object.key),
        size: record.s3.object.size ?? 0,
        eTag: (record.s3.object.eTag ?? '').replace(/"/g, ''),
        sequencer: (record.s3.object.sequencer ?? Date.now().toString(16)).toUpperCase().padStart(18, '0'),
      },
    },
  };
}

import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ownerIndex } from './owner-index';

/**
 * One uploaded object as the processing pipeline received it. Keyed by object key and ETag, so a
 * notification delivered twice finds its record and changes nothing.
 */
export function storedFileEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'storedFile', version: '1', service: 'heirloom' },
      attributes: {
        objectKey: { type: 'string', required: true },
        eTag: { type: 'string', required: true },
        ownerId: { type: 'string', required: true },
        size: { type: 'number', required: true },
        receivedAt: { type: 'number', required: true },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['objectKey'], casing: 'none' },
          sk: { field: 'sk', composite: ['eTag'], casing: 'none' },
        },
        byOwner: ownerIndex(['receivedAt', 'objectKey'] as const),
      },
    },
    { client, table },
  );
}

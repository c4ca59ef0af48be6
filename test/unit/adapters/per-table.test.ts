import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mediaService } from '../../../lambdas/adapters/aws/entities/media-entities';
import { perTable } from '../../../lambdas/adapters/aws/entities/per-table';

const documentClient = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1', endpoint: 'http://127.0.0.1:1' }));

describe('perTable', () => {
  it('builds once for each client and table, and again for another client or table', () => {
    const builds: string[] = [];
    const entity = perTable((_client, table) => {
      builds.push(table);
      return { table };
    });
    const first = documentClient();
    const second = documentClient();
    expect(entity(first, 'a')).toBe(entity(first, 'a'));
    expect(entity(first, 'b')).not.toBe(entity(first, 'a'));
    expect(entity(second, 'a')).not.toBe(entity(first, 'a'));
    expect(builds).toEqual(['a', 'b', 'a']);
  });

  it("keeps a store's electrodb service, which queries the table and client it was made for", () => {
    const client = documentClient();
    const service = mediaService(client, 'family-table');
    expect(mediaService(client, 'family-table')).toBe(service);
    const params = mediaService(client, 'other-table').entities.photo.query.byId({ photoId: 'p1' }).params<{ TableName: string }>();
    expect(params.TableName).toBe('other-table');
    expect(service.entities.photo.query.byId({ photoId: 'p1' }).params<{ TableName: string }>().TableName).toBe('family-table');
  });
});

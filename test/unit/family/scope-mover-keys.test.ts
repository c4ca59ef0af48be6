import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { rescope } from '../../../lambdas/adapters/aws/dynamo-scope-mover';
import { importWarningPageEntity } from '../../../lambdas/adapters/aws/entities/family-gedcom';

describe('moving a tree item into a family rewrites every key that names the tree', () => {
  it('rewrites the fourth index too (a person\'s first search word, an event\'s place on the timeline)', () => {
    const person = { pk: 'tree#u1#person#p1', sk: 'person', gsi3pk: 'owner#u1', gsi3sk: 'x', gsi4pk: 'tree#u1#nameword', gsi4sk: 'ada#p1', ownerId: 'u1' };
    expect(rescope(person, 'u1', 'f1')).toMatchObject({ pk: 'tree#f1#person#p1', gsi3pk: 'owner#f1', gsi4pk: 'tree#f1#nameword', gsi4sk: 'ada#p1', ownerId: 'f1' });
    const event = { pk: 'tree#u1#event#e1', sk: 'event', gsi4pk: 'tree#u1#eventdates', gsi4sk: '01815-12-10#e1', ownerId: 'u1' };
    expect(rescope(event, 'u1', 'f1')).toMatchObject({ gsi4pk: 'tree#f1#eventdates', gsi4sk: '01815-12-10#e1' });
  });

  it('rewrites the fifth index (a person\'s second search word, the person an imported event stands in for)', () => {
    const person = { pk: 'tree#u1#person#p1', sk: 'person', gsi5pk: 'tree#u1#nameword', gsi5sk: 'augusta#p1', ownerId: 'u1' };
    expect(rescope(person, 'u1', 'f1')).toMatchObject({ gsi5pk: 'tree#f1#nameword', gsi5sk: 'augusta#p1' });
    const event = { pk: 'tree#u1#event#e1', sk: 'event', gsi5pk: 'tree#u1#person#p1#events', gsi5sk: '~#e1#child', principalId: 'p1', ownerId: 'u1' };
    expect(rescope(event, 'u1', 'f1')).toMatchObject({ gsi5pk: 'tree#f1#person#p1#events', gsi5sk: '~#e1#child', principalId: 'p1' });
  });

  it('moves an import\'s pages of warnings with its record: found in the owner partition under the tree\'s key, and read at the new one', () => {
    // Only the requests' parameters are built: nothing is sent.
    const pages = importWarningPageEntity(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), 'table');
    const page = pages.put({ ownerId: 'u1', importId: 'i1', pageKey: '00002', warnings: [{ line: 9, message: 'm' }] }).params().Item as Record<string, unknown>;
    // What the tree pass reads (treeQuery): the owner partition, keys starting with the tree's.
    expect(page.gsi3pk).toBe('owner#u1');
    expect(String(page.pk).startsWith('tree#u1#')).toBe(true);
    const moved = rescope(page, 'u1', 'f1');
    const readAt = pages.get({ ownerId: 'f1', importId: 'i1', pageKey: '00002' }).params().Key as Record<string, unknown>;
    expect({ pk: moved.pk, sk: moved.sk }).toEqual(readAt);
    expect(moved).toMatchObject({ gsi3pk: 'owner#f1', ownerId: 'f1', warnings: [{ line: 9, message: 'm' }] });
  });
});

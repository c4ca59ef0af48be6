import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lambdas/domain/errors';
import { decodeCursor, encodeCursor } from '../../../lambdas/adapters/aws/dynamo-library-query';

const params = {
  TableName: 't',
  IndexName: 'gsi2',
  KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
  ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk1': 'gsi2sk' },
  ExpressionAttributeValues: { ':pk': 'photoloc#u1#L1', ':sk1': '$photo_1#dateSort_' },
};
const key = { pk: '$heirloom#photoId_P1', sk: '$photo_1', gsi2pk: 'photoloc#u1#L1', gsi2sk: '$photo_1#dateSort_12018-05-01#photoId_P1' };

describe('page cursors', () => {
  it('continue the list they came from', () => {
    expect(decodeCursor(encodeCursor(key)!, params)).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
  });

  it.each([
    ['another partition (another user or place)', { ...key, gsi2pk: 'photoloc#u2#L1' }],
    ['a sort key outside the list', { ...key, gsi2sk: '$document_1#x' }],
    ['fields the index does not have', { ...key, gsi1pk: 'photos#u1' }],
    ['a missing table key', { gsi2pk: key.gsi2pk, gsi2sk: key.gsi2sk }],
    ['values that are not text', { ...key, sk: 5 }],
  ])('refuse %s', (_, forged) => {
    expect(() => decodeCursor(encodeCursor(forged)!, params)).toThrow(ValidationError);
  });

  it("continue an index's list that has no sort condition (a person's faces), whose last key has the index's sort key", () => {
    const faces = { TableName: 't', IndexName: 'gsi2', KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'gsi2pk' }, ExpressionAttributeValues: { ':pk': 'faces#u1#person#P1' } };
    const last = { pk: 'faces#u1#face#F1', sk: 'face', gsi2pk: 'faces#u1#person#P1', gsi2sk: '12018-05-01#photo1#F1' };
    expect(decodeCursor(encodeCursor(last)!, faces)).toEqual(last);
    expect(() => decodeCursor(encodeCursor({ ...last, gsi3sk: 'x' })!, faces)).toThrow(ValidationError);
  });

  it('refuse text that is not a cursor', () => {
    expect(() => decodeCursor('not base64 json', params)).toThrow('That page link is not valid');
    expect(() => decodeCursor(Buffer.from('[1,2]').toString('base64url'), params)).toThrow(ValidationError);
  });
});

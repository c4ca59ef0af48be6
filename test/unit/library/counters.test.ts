import { describe, expect, it } from 'vitest';
import { eventCountsOf, locationCounterUpdate, locationDeltas } from '../../../lambdas/adapters/aws/dynamo-library-counters';
import { chunkForTransactions } from '../../../lambdas/adapters/aws/dynamo-library-photos';

const at = (photoId: string, locationId: string | null, eventId: string | null = null) => ({ photoId, locationId, eventId });

describe('map counters: locationDeltas', () => {
  it('counts a photo added at a place, with its event, and offers it as the marker photo', () => {
    const deltas = locationDeltas([{ from: null, to: at('p1', 'L1', 'E1') }]);
    expect([...deltas]).toEqual([['L1', { images: 1, events: new Map([['E1', 1]]), arrived: 'p1', left: [] }]]);
  });

  it('moves a photo between places: one less here, one more there', () => {
    const deltas = locationDeltas([{ from: at('p1', 'L1', 'E1'), to: at('p1', 'L2', 'E1') }]);
    expect(deltas.get('L1')).toEqual({ images: -1, events: new Map([['E1', -1]]), arrived: null, left: ['p1'] });
    expect(deltas.get('L2')).toEqual({ images: 1, events: new Map([['E1', 1]]), arrived: 'p1', left: [] });
  });

  it('a new event at the same place changes only the event counts', () => {
    const deltas = locationDeltas([{ from: at('p1', 'L1', 'E1'), to: at('p1', 'L1', 'E2') }]);
    expect(deltas.get('L1')).toMatchObject({ images: 0, events: new Map([['E1', -1], ['E2', 1]]) });
  });

  it('leaves out what does not change, and nets a whole chunk per place', () => {
    expect(locationDeltas([{ from: at('p1', 'L1', 'E1'), to: at('p1', 'L1', 'E1') }]).size).toBe(0);
    expect(locationDeltas([{ from: at('p1', null), to: at('p1', null, 'E1') }]).size).toBe(0);
    const deltas = locationDeltas([
      { from: null, to: at('p1', 'L1') },
      { from: null, to: at('p2', 'L1') },
      { from: at('p3', 'L1'), to: null },
    ]);
    expect(deltas.get('L1')).toMatchObject({ images: 1, arrived: 'p1', left: ['p3'] });
  });
});

describe('locationCounterUpdate', () => {
  it('adds to the counters of an existing location and sets the marker photo only if it has none', () => {
    const update = locationCounterUpdate('table', { pk: 'L', sk: 'S' }, { images: 2, events: new Map([['E1', 2]]), arrived: 'p1', left: [] }) as { Update: Record<string, unknown> };
    expect(update.Update).toMatchObject({
      TableName: 'table',
      Key: { pk: 'L', sk: 'S' },
      UpdateExpression: 'ADD #images :images, #e0 :e0 SET #cover = if_not_exists(#cover, :cover)',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': 'pk', '#images': 'imageCount', '#e0': 'ev_E1', '#cover': 'coverPhotoId' },
      ExpressionAttributeValues: { ':images': 2, ':e0': 2, ':cover': 'p1' },
    });
  });

  it('reads back only events that still have photos there', () => {
    expect(eventCountsOf({ imageCount: 3, ev_E1: 2, ev_E2: 0, ev_E3: -1, other: 5 })).toEqual({ E1: 2 });
  });
});

describe('chunkForTransactions', () => {
  it('never puts more than 100 actions in a transaction, counting each place once per chunk', () => {
    const units = Array.from({ length: 250 }, (_, i) => ({ id: i, from: `L${i}`, to: `M${i % 3}` }));
    const chunks = chunkForTransactions(units, 1, (unit) => [unit.from, unit.to]);
    for (const chunk of chunks) {
      const places = new Set(chunk.flatMap((unit) => [unit.from, unit.to]));
      expect(chunk.length + places.size).toBeLessThanOrEqual(100);
    }
    expect(chunks.flat()).toEqual(units);
  });

  it('fills a transaction when the photos share their places', () => {
    const units = Array.from({ length: 120 }, (_, i) => i);
    const chunks = chunkForTransactions(units, 2, () => ['L1'], 1);
    expect(chunks.map((chunk) => chunk.length)).toEqual([49, 49, 22]);
  });
});

import type { Key, Item } from './dynamo-library-query';
import { update, type TransactItem } from './dynamo-library-transact';

/**
 * The map's per-location counters, kept on each location item in the same transactions that move
 * photos: `imageCount` (photos and videos there) and one `ev_<eventId>` attribute per event its
 * photos belong to (how many of them). Plain top-level numbers, so ADD works whether or not the
 * attribute exists yet, and a transaction never has to read them first.
 */
export const EVENT_COUNTER_PREFIX = 'ev_';

/** Where a photo sits for the counters: its location and event, or null when it is not counted. */
export interface Placement {
  photoId: string;
  locationId: string | null;
  eventId: string | null;
}

export interface LocationDelta {
  images: number;
  events: Map<string, number>;
  /** A photo that arrived, to become the marker's photo if the location has none. */
  arrived: string | null;
  /** Photos that left: if one was the marker's photo, another is chosen afterwards. */
  left: string[];
}

/** The net change per location of a set of moves (from null: added; to null: removed). */
export function locationDeltas(moves: ReadonlyArray<{ from: Placement | null; to: Placement | null }>): Map<string, LocationDelta> {
  const deltas = new Map<string, LocationDelta>();
  const deltaOf = (locationId: string) => {
    let delta = deltas.get(locationId);
    if (!delta) deltas.set(locationId, (delta = { images: 0, events: new Map(), arrived: null, left: [] }));
    return delta;
  };
  const apply = (placement: Placement, sign: 1 | -1) => {
    if (!placement.locationId) return;
    const delta = deltaOf(placement.locationId);
    delta.images += sign;
    if (placement.eventId) delta.events.set(placement.eventId, (delta.events.get(placement.eventId) ?? 0) + sign);
    if (sign === 1) delta.arrived ??= placement.photoId;
    else delta.left.push(placement.photoId);
  };
  for (const { from, to } of moves) {
    if (from && to && from.locationId === to.locationId && from.eventId === to.eventId) continue;
    if (from) apply(from, -1);
    if (to) apply(to, 1);
  }
  for (const [locationId, delta] of deltas) {
    for (const [eventId, count] of delta.events) if (count === 0) delta.events.delete(eventId);
    if (delta.images === 0 && !delta.events.size && !delta.arrived) deltas.delete(locationId);
  }
  return deltas;
}

/** The transaction action that applies one location's delta; the location must exist. */
export function locationCounterUpdate(table: string, key: Key, delta: LocationDelta): TransactItem {
  const names: Record<string, string> = { '#pk': 'pk', '#images': 'imageCount' };
  const values: Record<string, unknown> = { ':images': delta.images };
  const adds = ['#images :images'];
  let index = 0;
  for (const [eventId, count] of delta.events) {
    names[`#e${index}`] = `${EVENT_COUNTER_PREFIX}${eventId}`;
    values[`:e${index}`] = count;
    adds.push(`#e${index} :e${index}`);
    index++;
  }
  let expression = `ADD ${adds.join(', ')}`;
  if (delta.arrived) {
    names['#cover'] = 'coverPhotoId';
    values[':cover'] = delta.arrived;
    expression += ' SET #cover = if_not_exists(#cover, :cover)';
  }
  return update({ TableName: table, Key: key, UpdateExpression: expression, ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: names, ExpressionAttributeValues: values });
}

/** The per-event counts of a location item, leaving out events no photo there belongs to now. */
export function eventCountsOf(item: Item): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(EVENT_COUNTER_PREFIX) && typeof value === 'number' && value > 0) counts[name.slice(EVENT_COUNTER_PREFIX.length)] = value;
  }
  return counts;
}

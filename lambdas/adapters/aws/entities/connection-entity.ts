import { Entity } from 'electrodb';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/** An open realtime (WebSocket) connection of a signed-in user. */
export const connectionEntity = perTable((client, table) =>
  new Entity(
    {
      model: { entity: 'connection', version: '1', service: 'heirloom' },
      attributes: {
        connectionId: { type: 'string', required: true },
        ownerId: { type: 'string', required: true },
        /** Epoch milliseconds. */
        connectedAt: { type: 'number', required: true },
        /** Epoch seconds (TTL): API Gateway closes a WebSocket after two hours at most. */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['connectionId'], casing: 'none' },
          sk: { field: 'sk', composite: [], casing: 'none' },
        },
        /** A user's connections, to push messages to every open tab. */
        byOwner: ownerIndex(['connectedAt', 'connectionId'] as const),
        /** All connections by age, for the clean-up job. */
        byAge: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: [], template: 'connections', casing: 'none' },
          sk: { field: 'gsi2sk', composite: ['connectedAt', 'connectionId'], casing: 'none' },
        },
      },
    },
    { client, table },
  ),
);

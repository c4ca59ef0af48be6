import { Entity } from 'electrodb';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/** Server-side sessions: the browser holds only the opaque id, in an HttpOnly cookie. */
export const sessionEntity = perTable((client, table) =>
  new Entity(
    {
      model: { entity: 'session', version: '1', service: 'heirloom' },
      attributes: {
        sessionId: { type: 'string', required: true },
        ownerId: { type: 'string', required: true },
        /** The family the session acts for (absent: the user's own id); changed with the user's family. */
        familyId: { type: 'string' },
        /** While the user's own library moves into that family: the key it comes from (ports/session-store.ts). */
        arrivingFrom: { type: 'string' },
        /** While the user's tree is copied into that family: the key it is read from meanwhile. */
        treeFrom: { type: 'string' },
        createdAt: { type: 'number', required: true, readOnly: true },
        /** Epoch seconds; also the table's TTL attribute, so DynamoDB removes dead sessions. */
        expiresAt: { type: 'number', required: true },
        /** Set on the short session a password-reset code gives (see ports/session-store.ts). */
        scope: { type: ['password-reset'] as const },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['sessionId'], casing: 'none' },
          sk: { field: 'sk', composite: [], casing: 'none' },
        },
        byOwner: ownerIndex(['createdAt', 'sessionId'] as const),
      },
    },
    { client, table },
  ),
);

import { EXTERNAL_SYSTEMS } from '@heirloom/shared/contracts/sources';
import { ownerIndex } from './owner-index';

/** A person's link to a provider account, one per system; its tokens are sealed (KMS). */
export const externalLinkSchema = {
  model: { entity: 'externalLink', version: '1', service: 'heirloom' },
  attributes: {
    ownerId: { type: 'string', required: true },
    systemType: { type: EXTERNAL_SYSTEMS, required: true },
    systemId: { type: 'string' },
    sealedAccessToken: { type: 'string', required: true },
    sealedRefreshToken: { type: 'string' },
    expiresAt: { type: 'number' },
    permissions: { type: 'list', items: { type: 'string' } },
    linkedAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['ownerId'] as const, template: 'links#${ownerId}', casing: 'none' as const },
      sk: { field: 'sk', composite: ['systemType'] as const, casing: 'none' as const },
    },
    // Account deletion finds (and removes) the links with everything else the person owns.
    byOwner: ownerIndex(['systemType'] as const),
  },
} as const;

/**
 * A provider item the family has, or is adding: keyed by the family library and the provider's
 * id, so the pickers can hide it (POST /check_photos_exists is one BatchGet per page).
 */
export const sourceItemSchema = {
  model: { entity: 'sourceItem', version: '1', service: 'heirloom' },
  attributes: {
    libraryOwner: { type: 'string', required: true },
    systemType: { type: EXTERNAL_SYSTEMS, required: true },
    sourceId: { type: 'string', required: true },
    status: { type: ['adding', 'added'] as const, required: true },
    photoId: { type: 'string' },
    /** Who chose it (the owner index: their account's deletion removes it). */
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byItem: {
      pk: { field: 'pk', composite: ['libraryOwner', 'systemType', 'sourceId'] as const, template: 'srcitem#${libraryOwner}#${systemType}#${sourceId}', casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['systemType', 'sourceId'] as const),
  },
} as const;

/**
 * A Google picking session in use (see PickingSessionStore): the picked items still being fetched
 * (a string set, so a redelivered item is removed once) and whether the person is done with it.
 * Left over only if both never happen; the table's TTL then removes it after two days.
 */
export const pickingSessionSchema = {
  model: { entity: 'pickingSession', version: '1', service: 'heirloom' },
  attributes: {
    ownerId: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    pending: { type: 'set', items: 'string' },
    released: { type: 'boolean' },
    /** Epoch seconds: the table's TTL attribute. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['ownerId'] as const, template: 'picking#${ownerId}', casing: 'none' as const },
      sk: { field: 'sk', composite: ['sessionId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['sessionId'] as const),
  },
} as const;

/** How many items of each system a family library holds (the integrations page's image count). */
export const sourceCountSchema = {
  model: { entity: 'sourceCount', version: '1', service: 'heirloom' },
  attributes: {
    libraryOwner: { type: 'string', required: true },
    systemType: { type: EXTERNAL_SYSTEMS, required: true },
    added: { type: 'number', required: true, default: 0 },
    /** The library's owner (a person's own library, or the family's id): erased with that account. */
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byLibrary: {
      pk: { field: 'pk', composite: ['libraryOwner', 'systemType'] as const, template: 'srccount#${libraryOwner}#${systemType}', casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['systemType'] as const),
  },
} as const;

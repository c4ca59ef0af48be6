import { Entity, Service } from 'electrodb';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

const MODEL = { version: '1', service: 'heirloom' } as const;
const primary = <const C extends readonly string[]>(composite: C) => ({
  pk: { field: 'pk', composite, casing: 'none' as const },
  sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
});

/** The payment provider's customer of a user, found from the user (checkout, /billing). */
export const billingCustomerSchema = {
  model: { entity: 'billingCustomer', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    customerId: { type: 'string', required: true },
  },
  indexes: {
    byUser: primary(['ownerId'] as const),
    byOwner: ownerIndex([] as const),
  },
} as const;

/** The same link the other way, found from the customer id a webhook event names. */
export const customerOwnerSchema = {
  model: { entity: 'customerOwner', ...MODEL },
  attributes: {
    customerId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byCustomer: primary(['customerId'] as const),
    byOwner: ownerIndex(['customerId'] as const),
  },
} as const;

/** A webhook event already handled; expires (TTL) long after the provider stops retrying. */
export const paymentEventSchema = {
  model: { entity: 'paymentEvent', ...MODEL },
  attributes: {
    eventId: { type: 'string', required: true },
    /** Epoch seconds, the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: primary(['eventId'] as const),
  },
} as const;

export const billingService = perTable((client, table) =>
  new Service(
    {
      billingCustomer: new Entity(billingCustomerSchema),
      customerOwner: new Entity(customerOwnerSchema),
      paymentEvent: new Entity(paymentEventSchema),
    },
    { client, table },
  ),
);
export type BillingService = ReturnType<typeof billingService>;

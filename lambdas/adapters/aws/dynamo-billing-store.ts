import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BillingStore } from '../../ports/payments';
import { billingService, type BillingService } from './entities/billing-entities';

/** Stripe retries a webhook for up to three days; remember handled events for thirty. */
const EVENT_MEMORY_SECONDS = 30 * 24 * 60 * 60;

export class DynamoBillingStore implements BillingStore {
  private readonly db: BillingService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.db = billingService(client, table);
  }

  async customerIdFor(userId: string): Promise<string | null> {
    const { data } = await this.db.entities.billingCustomer.get({ ownerId: userId }).go();
    return data?.customerId ?? null;
  }

  async linkCustomer(userId: string, customerId: string): Promise<string> {
    const { canceled } = await this.db.transaction
      .write(({ billingCustomer, customerOwner }) => [
        billingCustomer.create({ ownerId: userId, customerId }).commit(),
        customerOwner.create({ customerId, ownerId: userId }).commit(),
      ])
      .go();
    if (!canceled) return customerId;
    // A concurrent checkout linked its customer first: use that one.
    const existing = await this.customerIdFor(userId);
    if (!existing) throw new Error('Linking the payment customer failed');
    return existing;
  }

  async userIdForCustomer(customerId: string): Promise<string | null> {
    const { data } = await this.db.entities.customerOwner.get({ customerId }).go();
    return data?.ownerId ?? null;
  }

  async wasEventHandled(eventId: string): Promise<boolean> {
    const { data } = await this.db.entities.paymentEvent.get({ eventId }).go();
    return data !== null;
  }

  async markEventHandled(eventId: string): Promise<void> {
    await this.db.entities.paymentEvent.put({ eventId, expiresAt: Math.floor(Date.now() / 1000) + EVENT_MEMORY_SECONDS }).go();
  }
}

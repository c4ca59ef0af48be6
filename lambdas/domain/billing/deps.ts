import type { AccountStore } from '../../ports/accounts';
import type { BillingStore, PaymentGateway } from '../../ports/payments';

/** Everything the billing use cases need, passed in so tests can use the local stand-ins. */
export interface BillingDeps {
  accounts: AccountStore;
  billing: BillingStore;
  payments: PaymentGateway;
  now: () => number;
  /** The web app's origin, where checkout returns to. */
  appOrigin: string;
}

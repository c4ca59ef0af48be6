import type { DeleteAccountMessage } from '@heirloom/shared/contracts/queue';
import type { AccountStore, CodeStore, RateLimiter, SessionIssuer } from '../../ports/accounts';
import type { JobQueue } from '../../ports/job-queue';
import type { Notifier } from '../../ports/notifier';
import type { PasswordHashCost } from './password-hashing';

/** Everything the account use cases need, passed in so tests can use the real local stand-ins. */
export interface AccountsDeps {
  accounts: AccountStore;
  codes: CodeStore;
  rateLimiter: RateLimiter;
  sessions: SessionIssuer;
  notifier: Notifier;
  deleteQueue: JobQueue<DeleteAccountMessage>;
  now: () => number;
  /** Where e-mailed links point, e.g. https://heirloom.example */
  appOrigin: string;
  /** How costly new password hashes are: 'strong' except for the test layers' stacks (password-hashing.ts). */
  passwordHashCost: PasswordHashCost;
}

import { readLocal, writeLocal } from '../../../lib/local-storage';

/** Set on this device once someone has signed in here; decides /welcome versus /features. */
export const HAD_ACCOUNT_KEY = 'hl_had_account';

// Also kept in memory: with storage disabled, a session that just ended still counts.
let signedInThisVisit = false;

export const hasHadAccount = (): boolean => signedInThisVisit || readLocal(HAD_ACCOUNT_KEY) !== null;

export const rememberHadAccount = (): void => {
  signedInThisVisit = true;
  writeLocal(HAD_ACCOUNT_KEY, '1');
};

import { readLocal, writeLocal } from '../../../lib/local-storage';

/** Set on this device once someone has signed in here; decides /welcome versus /features. */
export const HAD_ACCOUNT_KEY = 'hl_had_account';

export const hasHadAccount = (): boolean => readLocal(HAD_ACCOUNT_KEY) !== null;

export const rememberHadAccount = (): void => writeLocal(HAD_ACCOUNT_KEY, '1');

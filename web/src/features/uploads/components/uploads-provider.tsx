import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { adoptUploadOwner } from '../stores/upload-queue-state';
import type { UploadAccount } from '../utils/upload-rules';

const UploadAccountContext = createContext<UploadAccount | null>(null);

/**
 * The signed-in account the upload checks read (plan, space). The app passes the user it already
 * has, so this feature never fetches accounts itself.
 */
export function UploadsProvider({ account, children }: { account: UploadAccount; children: ReactNode }) {
  useEffect(() => adoptUploadOwner(account.user_id), [account.user_id]);
  return <UploadAccountContext.Provider value={account}>{children}</UploadAccountContext.Provider>;
}

export function useUploadAccount(): UploadAccount {
  const account = useContext(UploadAccountContext);
  if (!account) throw new Error('useUploadAccount must be used inside <UploadsProvider>');
  return account;
}

import type { UserView } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { useUser } from './user';

/**
 * The user, for components that only render inside the RequireUser guard. In the moment between
 * a logout and the guard's redirect the last known user is returned, so a page never renders half
 * signed out; reaching one with no user ever is a wiring mistake and fails loudly.
 */
export function useSignedInUser(): UserView {
  const { data } = useUser();
  const [lastKnown, setLastKnown] = useState(data);
  if (data && data !== lastKnown) setLastKnown(data);
  const user = data ?? lastKnown;
  if (!user) throw new Error('useSignedInUser is only for pages behind RequireUser');
  return user;
}

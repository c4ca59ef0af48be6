import { useState } from 'react';

/**
 * False while a save started before this screen opened is still on its way (the same record was
 * left moments ago), true from the moment it lands. A form waits for this so it never starts from
 * data that is about to change, and so leaving again cannot send the older copy back. Saves the
 * screen itself starts later do not count: once ready, it stays ready.
 */
export function useAfterPendingSave(saving: boolean): boolean {
  const [ready, setReady] = useState(!saving);
  if (!ready && !saving) setReady(true);
  return ready || !saving;
}

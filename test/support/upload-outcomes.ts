import { signUpVerified } from './accounts-client';
import type { TestStack } from './local-stack';
import { openRealtimeTab } from './realtime-tab';

export type RealtimeTab = Awaited<ReturnType<typeof openRealtimeTab>>;

/** The upload's outcome as its owner's open tab hears it: complete or failed. */
export const outcomeOf = (tab: RealtimeTab, uploadId: string, timeout = 120_000) =>
  tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, timeout);

/** A new account on the free trial (so it may upload), with a realtime tab open. */
export async function trialUserWithTab(stack: TestStack) {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

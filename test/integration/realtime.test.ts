import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoConnectionStore } from '../../lambdas/adapters/aws/dynamo-connection-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { realtimePublisher } from '../../lambdas/runtime/realtime-deps';
import { openRealtimeTab } from '../support/realtime-tab';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

const openTab = async (cookie?: string) => {
  const tab = await openRealtimeTab(stack.wsUrl, cookie);
  return { ...tab, next: (type: string) => tab.next((m) => m.type === type) };
};

describe('realtime channel', () => {
  it('refuses a WebSocket without a live session', async () => {
    const tab = await openTab();
    expect(tab.opened).toBe(false);
  });

  it('logs in with the session cookie and confirms it', async () => {
    const userId = 'user-rt-1';
    const tab = await openTab(await signedInCookie(userId));
    expect(tab.opened).toBe(true);
    tab.socket.send(JSON.stringify({ action: 'login', processing_ids: [] }));
    expect(await tab.next('login_ok')).toEqual({ type: 'login_ok', user_id: userId });
    tab.close();
  });

  it('pushes to every open tab of the user and to no one else', async () => {
    const cookie = await signedInCookie('user-rt-2');
    const [first, second, stranger] = await Promise.all([openTab(cookie), openTab(cookie), openTab(await signedInCookie('user-rt-x'))]);
    const delivered = await realtimePublisher().toUser('user-rt-2', { type: 'photo_updated', photo: { id: 'p1' } });
    expect(delivered).toBe(2);
    expect(await first.next('photo_updated')).toEqual({ type: 'photo_updated', photo: { id: 'p1' } });
    expect(await second.next('photo_updated')).toBeTruthy();
    expect(stranger.messages).toEqual([]);
    for (const tab of [first, second, stranger]) tab.close();
  });

  it('answers an unknown action with an error message instead of silence', async () => {
    const tab = await openTab(await signedInCookie('user-rt-3'));
    tab.socket.send(JSON.stringify({ action: 'dance' }));
    expect(await tab.next('error')).toEqual({ type: 'error', message: 'Unknown action' });
    tab.socket.close();
  });

  it('the clean-up job removes connections older than two hours and keeps fresh ones', async () => {
    const connections = new DynamoConnectionStore(documentClient(), stack.stack.tableName);
    await connections.add({ connectionId: 'stale-1', userId: 'user-rt-4', connectedAt: Date.now() - 3 * 60 * 60 * 1000 });
    await connections.add({ connectionId: 'fresh-1', userId: 'user-rt-4', connectedAt: Date.now() });
    await stack.stack.runJob('purge-stale-connections');
    expect(await connections.get('stale-1')).toBeNull();
    expect(await connections.get('fresh-1')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FamilyChangeNotices, MOVE_REFRESH_INTERVAL_MS } from '../../../web/src/features/sharing/components/family-change-notices';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { ScriptedSocket } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page on screen (its query read each time it is asked) beside the shell's family notices. */
function StripOnScreen({ onRead }: { onRead: () => void }) {
  useQuery({ queryKey: ['photos', 'strip'], queryFn: async () => (onRead(), []), staleTime: Infinity });
  return null;
}

async function mounted() {
  vi.useFakeTimers();
  let reads = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const realtime = new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket });
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={realtime}>
        <StripOnScreen onRead={() => (reads += 1)} />
        <FamilyChangeNotices />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  realtime.connect(() => ({}));
  await act(async () => ScriptedSocket.last!.open());
  await act(async () => vi.advanceTimersByTimeAsync(0));
  const push = (message: unknown) => act(async () => ScriptedSocket.last!.push(message));
  const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
  return { push, wait, reads: () => reads };
}

describe('what is on screen while a member’s items move into the family', () => {
  it('is read again as pages arrive, at most once every few seconds, and at once when the move is done', async () => {
    const { push, wait, reads } = await mounted();
    expect(reads()).toBe(1);

    // A page moved: the strip is read again (the photos that arrived show), but not for every page.
    await push({ type: 'family_moving', moved: 100, total: 1000, done: false });
    await wait(10);
    expect(reads()).toBe(2);
    for (let page = 2; page <= 5; page++) await push({ type: 'family_moving', moved: page * 100, total: 1000, done: false });
    await wait(MOVE_REFRESH_INTERVAL_MS - 100);
    expect(reads()).toBe(2);
    await wait(200);
    expect(reads()).toBe(3);

    // The last page: read at once, and the refresh that was waiting is not made as well.
    await push({ type: 'family_moving', moved: 900, total: 1000, done: false });
    await push({ type: 'family_moving', moved: 1000, total: 1000, done: true });
    await wait(10);
    expect(reads()).toBe(4);
    await wait(MOVE_REFRESH_INTERVAL_MS * 2);
    expect(reads()).toBe(4);
  });
});

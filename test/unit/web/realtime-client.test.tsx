// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RECONNECT_ATTEMPTS, REALTIME_RECONNECT_DELAY_MS } from '@heirloom/shared/contracts/realtime';
import {
  RealtimeClient,
  sameOriginRealtimeUrl,
  type RealtimeStatus,
  type WebSocketLike,
} from '../../../web/src/lib/realtime-client';
import { RealtimeProvider, useRealtimeMessages, useRealtimeStatus } from '../../../web/src/lib/realtime-react';

/** A WebSocket the test drives by hand: open it, feed it messages, drop it. */
class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }
}

const latest = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;
const flush = () => act(async () => Promise.resolve());

function makeClient() {
  const statuses: RealtimeStatus[] = [];
  const client = new RealtimeClient({ url: 'ws://app.test/ws', WebSocketImpl: FakeWebSocket });
  client.onStatusChange((status) => statuses.push(status));
  return { client, statuses };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('uses the shared policy: 5 attempts, 3 s apart', () => {
    expect(REALTIME_RECONNECT_ATTEMPTS).toBe(5);
    expect(REALTIME_RECONNECT_DELAY_MS).toBe(3000);
  });

  it('connects to the same-origin /ws endpoint', () => {
    expect(sameOriginRealtimeUrl({ protocol: 'https:', host: 'family.example' })).toBe('wss://family.example/ws');
    expect(sameOriginRealtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });

  it('sends the login action with the session id and the pending upload ids when the socket opens', async () => {
    const { client } = makeClient();
    client.connect(() => ({ session_id2: 'sess-2', processing_ids: ['up-1', 'up-2'] }));
    expect(client.status).toBe('connecting');
    expect(latest().url).toBe('ws://app.test/ws');

    latest().open();
    await flush();

    expect(latest().sent).toEqual([{ action: 'login', session_id2: 'sess-2', processing_ids: ['up-1', 'up-2'] }]);
    expect(client.status).toBe('open');
  });

  it('passes valid server messages to subscribers and ignores malformed ones', async () => {
    const { client } = makeClient();
    const received: unknown[] = [];
    const unsubscribe = client.subscribe((message) => received.push(message));
    client.connect(() => ({ processing_ids: [] }));
    latest().open();
    await flush();

    latest().receive({ type: 'processing_complete', upload_id: 'up-1', item: { id: 'photo-9' } });
    latest().receive('not json');
    latest().receive({ type: 'no_such_message' });
    latest().receive({ type: 'processing_failed', upload_id: 'up-2' });
    unsubscribe();
    latest().receive({ type: 'photo_updated', photo: {} });

    expect(received).toEqual([{ type: 'processing_complete', upload_id: 'up-1', item: { id: 'photo-9' } }]);
  });

  it('reconnects 5 times, 3 s apart, then reports offline', async () => {
    const { client, statuses } = makeClient();
    client.connect(() => ({ processing_ids: [] }));
    latest().open();
    await flush();
    latest().drop();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(client.status).toBe('reconnecting');
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(2999);
      expect(FakeWebSocket.instances.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances.length).toBe(before + 1);
      latest().drop();
    }

    expect(client.status).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(6); // the first socket and 5 retries
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'offline']);
  });

  it('starts counting again after a reconnection succeeds, and logs in again', async () => {
    const { client } = makeClient();
    let pending = ['up-1'];
    client.connect(() => ({ processing_ids: pending }));
    latest().open();
    await flush();

    for (let i = 0; i < 4; i += 1) {
      latest().drop();
      vi.advanceTimersByTime(3000);
    }
    pending = ['up-2'];
    latest().open();
    await flush();
    expect(client.status).toBe('open');
    expect(latest().sent).toEqual([{ action: 'login', processing_ids: ['up-2'] }]);

    latest().drop();
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(3000);
      latest().drop();
    }
    expect(client.status).toBe('offline');
    expect(FakeWebSocket.instances).toHaveLength(1 + 4 + 5);

    client.connect(() => ({ processing_ids: [] }));
    expect(client.status).toBe('connecting');
    expect(FakeWebSocket.instances).toHaveLength(11);
  });

  it('does not reconnect after a deliberate disconnect', async () => {
    const { client } = makeClient();
    client.connect(() => ({ processing_ids: [] }));
    latest().open();
    await flush();

    client.disconnect();
    vi.advanceTimersByTime(30_000);

    expect(latest().closedByClient).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.status).toBe('idle');
  });

  it('exposes status and messages to components through hooks', async () => {
    const { client } = makeClient();
    const seen: string[] = [];
    function Probe() {
      const status = useRealtimeStatus();
      useRealtimeMessages((message) => seen.push(message.type));
      return <p>status: {status}</p>;
    }
    render(
      <RealtimeProvider client={client}>
        <Probe />
      </RealtimeProvider>,
    );
    expect(screen.getByText('status: idle')).toBeTruthy();

    act(() => client.connect(() => ({ processing_ids: [] })));
    expect(screen.getByText('status: connecting')).toBeTruthy();
    act(() => latest().open());
    await flush();
    expect(screen.getByText('status: open')).toBeTruthy();
    act(() => latest().receive({ type: 'login_ok', user_id: 'u1' }));
    expect(seen).toEqual(['login_ok']);
  });
});

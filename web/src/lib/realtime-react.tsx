import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeClient, RealtimeListener, RealtimeLoginProvider, RealtimeStatus } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient must be used inside <RealtimeProvider>');
  return client;
}

/** The channel's status, re-rendering on every change (e.g. to show an 'offline' notice). */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onStatusChange(onChange),
    () => client.status,
    () => client.status,
  );
}

/** Calls `handler` with every server message while the component is mounted. */
export function useRealtimeMessages(handler: RealtimeListener): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.subscribe((message) => latest.current(message)), [client]);
}

/**
 * Keeps the channel open while the component is mounted (the signed-in shell) and closes it on
 * the way out (logout). `login` is asked again on every (re)connect, so what it returns, such as
 * the uploads still waiting for their result, is always current.
 */
export function useRealtimeConnection(login: RealtimeLoginProvider, enabled = true): void {
  const client = useRealtimeClient();
  const latest = useRef(login);
  useEffect(() => {
    latest.current = login;
  });
  useEffect(() => {
    if (!enabled) return;
    client.connect(() => latest.current());
    return () => client.disconnect();
  }, [client, enabled]);
}

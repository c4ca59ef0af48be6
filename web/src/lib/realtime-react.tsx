import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeClient, RealtimeListener, RealtimeStatus } from './realtime-client';

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

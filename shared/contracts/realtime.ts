import { z } from 'zod';

/**
 * Messages on the realtime channel. The client logs in with its session id and the ids of uploads
 * it is still waiting for (the spec's login action); the server pushes processing results.
 */
export const realtimeLogin = z.object({
  action: z.literal('login'),
  session_id2: z.string().min(1),
  processing_ids: z.array(z.string()).max(1000).default([]),
});
export type RealtimeLogin = z.infer<typeof realtimeLogin>;

export const realtimeClientMessage = z.discriminatedUnion('action', [realtimeLogin]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const realtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login_ok'), user_id: z.string() }),
  z.object({ type: z.literal('login_failed'), message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('processing_complete'), upload_id: z.string(), item: z.unknown() }),
  z.object({ type: z.literal('processing_failed'), upload_id: z.string(), message: z.string() }),
  z.object({ type: z.literal('photo_updated'), photo: z.unknown() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;

/** Reconnection policy from the spec: 5 attempts, 3 seconds apart. */
export const REALTIME_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_DELAY_MS = 3000;

/** Reconnection policy from the spec: 5 attempts, 3 seconds apart (realtime.ts re-exports it). */
export const REALTIME_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_DELAY_MS = 3000;

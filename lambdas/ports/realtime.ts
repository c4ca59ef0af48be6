import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';

export interface RealtimeConnection {
  readonly connectionId: string;
  readonly userId: string;
  readonly connectedAt: number;
}

/** Where open realtime connections are remembered. */
export interface ConnectionStore {
  add(connection: RealtimeConnection): Promise<void>;
  remove(connectionId: string): Promise<void>;
  get(connectionId: string): Promise<RealtimeConnection | null>;
  forUser(userId: string): Promise<RealtimeConnection[]>;
  /** One page of connections opened before a moment, oldest first. */
  openedBefore(epochMs: number, cursor?: string): Promise<{ connections: RealtimeConnection[]; cursor: string | null }>;
}

/** Pushes messages to browsers. */
export interface RealtimePublisher {
  /** Sends to every open connection of a user; returns how many received it. */
  toUser(userId: string, message: RealtimeServerMessage): Promise<number>;
  /** Sends to one connection; false when it is gone. */
  toConnection(connectionId: string, message: RealtimeServerMessage): Promise<boolean>;
}

import type { RealtimeClientMessage, RealtimeLogin, RealtimeServerMessage, realtimeLogin } from '@heirloom/shared/contracts/realtime';
import { REALTIME_RECONNECT_ATTEMPTS, REALTIME_RECONNECT_DELAY_MS } from '@heirloom/shared/contracts/realtime-constants';
import type { z } from 'zod';
import { REALTIME_PATH } from '../config/env';

/**
 * idle: not started (or stopped on purpose); connecting: first socket opening; open: connected
 * and logged in; reconnecting: waiting to try again after a drop; offline: gave up after the
 * spec's 5 attempts 3 s apart (call `connect` again, e.g. from a Retry button).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

/** What the login action carries; asked for on every (re)connect so the ids are current. */
export type RealtimeLoginDetails = Omit<z.input<typeof realtimeLogin>, 'action'>;
export type RealtimeLoginProvider = () => RealtimeLoginDetails | Promise<RealtimeLoginDetails>;

export type RealtimeListener = (message: RealtimeServerMessage) => void;
export type RealtimeStatusListener = (status: RealtimeStatus) => void;

type FieldsOf<T extends RealtimeServerMessage['type']> = ReadonlyArray<Exclude<keyof Extract<RealtimeServerMessage, { type: T }>, 'type'>>;

/**
 * The fields each server message must carry (shared/contracts/realtime.ts). The channel's schema
 * is not run here: it would bring zod into every signed-in page. Typed against that schema, so a
 * new message type fails to compile until it is listed; messages of other types are ignored.
 */
const MESSAGE_FIELDS: { [T in RealtimeServerMessage['type']]: FieldsOf<T> } = {
  login_ok: ['user_id'],
  login_failed: ['message'],
  error: ['message'],
  processing_complete: ['upload_id'],
  processing_failed: ['upload_id', 'message'],
  photo_updated: [],
  family_photo_added: ['photo'],
  source_item: ['system_type', 'source_id', 'status', 'photo_id', 'message'],
  faces_found: ['photo_id', 'faces', 'new_unnamed'],
  import_progress: ['upload_id', 'import_id', 'phase', 'records', 'total_records', 'people', 'families', 'events', 'sources', 'notes', 'citations', 'elapsed_ms', 'remaining_ms'],
  archive_progress: ['upload_id', 'phase', 'total', 'imported', 'duplicates', 'failed', 'failures'],
  export_progress: ['export_id', 'status', 'people_written', 'people_total'],
  family_moving: ['moved', 'done'],
  family_changed: [],
  message_created: ['unread_count'],
  notification: ['title', 'body', 'url'],
};

function isServerMessage(data: unknown): data is RealtimeServerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (typeof message.type !== 'string' || !Object.hasOwn(MESSAGE_FIELDS, message.type)) return false;
  return MESSAGE_FIELDS[message.type as RealtimeServerMessage['type']].every((field) => message[field] !== undefined);
}

/** The slice of the browser WebSocket this client uses, so tests can inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;

export interface RealtimeClientOptions {
  url?: string;
  WebSocketImpl?: WebSocketFactory;
  reconnectAttempts?: number;
  reconnectDelayMs?: number;
}

const OPEN = 1;

/** ws(s)://<this host>/ws: same origin, so the browser sends the session cookie on the upgrade. */
export function sameOriginRealtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

export class RealtimeClient {
  private readonly options: Required<Omit<RealtimeClientOptions, 'url'>> & { url?: string };
  private socket: WebSocketLike | null = null;
  private loginProvider: RealtimeLoginProvider | null = null;
  private failedAttempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private currentStatus: RealtimeStatus = 'idle';
  private readonly listeners = new Set<RealtimeListener>();
  private readonly statusListeners = new Set<RealtimeStatusListener>();

  constructor(options: RealtimeClientOptions = {}) {
    this.options = {
      url: options.url,
      WebSocketImpl: options.WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketFactory),
      reconnectAttempts: options.reconnectAttempts ?? REALTIME_RECONNECT_ATTEMPTS,
      reconnectDelayMs: options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS,
    };
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** Opens the channel (no-op while already open or trying); logs in with `login()` on every open. */
  connect(login: RealtimeLoginProvider): void {
    this.loginProvider = login;
    if (this.currentStatus === 'connecting' || this.currentStatus === 'open' || this.currentStatus === 'reconnecting') {
      return;
    }
    this.failedAttempts = 0;
    this.setStatus('connecting');
    this.openSocket();
  }

  /** Closes on purpose: no reconnection follows. */
  disconnect(): void {
    this.clearReconnectTimer();
    this.loginProvider = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'client disconnect');
    }
    this.setStatus('idle');
  }

  send(message: RealtimeClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatusChange(listener: RealtimeStatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private openSocket(): void {
    const url = this.options.url ?? sameOriginRealtimeUrl();
    let socket: WebSocketLike;
    try {
      socket = new this.options.WebSocketImpl(url);
    } catch {
      // A malformed URL or a blocked socket behaves like a drop: count it and retry.
      this.handleDrop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => void this.handleOpen(socket);
    socket.onmessage = (event) => this.handleMessage(event);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handleDrop();
    };
    // Errors are always followed by a close event, which does the bookkeeping.
    socket.onerror = () => undefined;
  }

  private async handleOpen(socket: WebSocketLike): Promise<void> {
    this.failedAttempts = 0;
    const provider = this.loginProvider;
    if (!provider) return;
    let login: RealtimeLogin;
    try {
      const details = await provider();
      login = { action: 'login', ...details, processing_ids: details.processing_ids ?? [] };
    } catch {
      // Without a usable session there is nothing to log in with; the close counts as a drop.
      socket.close(4000, 'no session');
      return;
    }
    if (this.socket !== socket) return;
    this.send(login);
    this.setStatus('open');
  }

  private handleMessage(event: MessageEvent): void {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (!isServerMessage(data)) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(data);
      } catch (error) {
        // One broken subscriber must not starve the others.
        console.error('Realtime subscriber failed', error);
      }
    }
  }

  private handleDrop(): void {
    if (this.failedAttempts >= this.options.reconnectAttempts) {
      this.setStatus('offline');
      return;
    }
    this.failedAttempts += 1;
    this.setStatus('reconnecting');
    this.clearReconnectTimer();
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, this.options.reconnectDelayMs);
  }

  private detach(socket: WebSocketLike): void {
    socket.onopen = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
  }

  private clearReconnectTimer(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

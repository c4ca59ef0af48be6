import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface WsConnection {
  readonly connectionId: string;
  readonly socket: WebSocket;
  readonly connectedAt: number;
  lastActiveAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
}

/** The open WebSocket connections, by API Gateway-style connection id. */
export class WsConnections {
  private readonly byId = new Map<string, WsConnection>();

  add(connection: WsConnection): void {
    this.byId.set(connection.connectionId, connection);
  }

  get(connectionId: string): WsConnection | undefined {
    return this.byId.get(connectionId);
  }

  remove(connectionId: string): void {
    this.byId.delete(connectionId);
  }

  all(): WsConnection[] {
    return [...this.byId.values()];
  }

  get size(): number {
    return this.byId.size;
  }
}

/** API Gateway connection ids are 16 base64 characters, e.g. `L0SM9cOFvHcCIhw=`. */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64');
}

import { GoneException, PostToConnectionCommand, type ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import type { ConnectionStore, RealtimePublisher } from '../../ports/realtime';

/** Posts through API Gateway's management API; connections that are gone are forgotten. */
export class ApiGatewayRealtimePublisher implements RealtimePublisher {
  constructor(
    private readonly management: ApiGatewayManagementApiClient,
    private readonly connections: ConnectionStore,
  ) {}

  async toUser(userId: string, message: RealtimeServerMessage): Promise<number> {
    const connections = await this.connections.forUser(userId);
    const delivered = await Promise.all(connections.map((c) => this.toConnection(c.connectionId, message)));
    return delivered.filter(Boolean).length;
  }

  async toConnection(connectionId: string, message: RealtimeServerMessage): Promise<boolean> {
    try {
      await this.management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }));
      return true;
    } catch (error) {
      if (error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) {
        await this.connections.remove(connectionId);
        return false;
      }
      throw error;
    }
  }
}

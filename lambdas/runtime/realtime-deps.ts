import { ApiGatewayRealtimePublisher } from '../adapters/aws/api-gateway-realtime-publisher';
import { DynamoConnectionStore } from '../adapters/aws/dynamo-connection-store';
import { documentClient, wsManagementClient } from './clients';
import { readEnv } from './env';

let connections: DynamoConnectionStore | undefined;
let publisher: ApiGatewayRealtimePublisher | undefined;

/** Composition root for realtime: built once per container, on first use. */
export const connectionStore = () => (connections ??= new DynamoConnectionStore(documentClient(), readEnv('tableName')));
export const realtimePublisher = () => (publisher ??= new ApiGatewayRealtimePublisher(wsManagementClient(), connectionStore()));

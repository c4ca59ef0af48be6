/**
 * THE WebSocket route manifest, read by the CDK stack and the local WebSocket server alike.
 * `routeKey` is API Gateway's: $connect, $disconnect, $default or the value of the message's
 * `action` field (the route selection expression is `$request.body.action`).
 */
export interface WsRoute {
  readonly routeKey: string;
  readonly handler: string;
}

export const WS_ROUTE_SELECTION_EXPRESSION = '$request.body.action';

export const wsRoutes: readonly WsRoute[] = [
  { routeKey: '$connect', handler: 'connect' },
  { routeKey: '$disconnect', handler: 'disconnect' },
  { routeKey: 'login', handler: 'login' },
  { routeKey: '$default', handler: 'default' },
];

import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { executeApiDomain } from './http-api';

export interface AppWebSocketApiProps {
  readonly routeSelectionExpression: string;
  /**
   * The stage name is also the URL path: CloudFront forwards the viewer's `/ws` unchanged, so the
   * stage called `ws` answers `wss://<app>/ws` without any path rewriting.
   */
  readonly stageName: string;
}

/** Each open tab connects once and says little; a reconnect storm after a deploy stays well inside this. */
export const WEBSOCKET_THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** The WebSocket API for realtime pushes: one Lambda per route key, one auto-deployed stage. */
export class AppWebSocketApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;

  constructor(scope: Construct, id: string, props: AppWebSocketApiProps) {
    super(scope, id);
    this.api = new apigw.WebSocketApi(this, 'Api', {
      description: `Realtime WebSocket API of ${Stack.of(this).stackName}`,
      routeSelectionExpression: props.routeSelectionExpression,
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName,
      autoDeploy: true,
      // Connections, logins and pings of every open tab together (API Gateway's limit is for all callers).
      throttle: WEBSOCKET_THROTTLE,
    });
  }

  addLambdaRoute(routeKey: string, fn: lambda.IFunction): void {
    this.api.addRoute(routeKey, { integration: new WebSocketLambdaIntegration(`${routeKey}Integration`, fn) });
  }

  /** https URL of the management API that posts to (and closes) connections of this stage. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  get domainName(): string {
    return executeApiDomain(this, this.api.apiId);
  }

  /** execute-api:ManageConnections on this stage's connections only. */
  grantManageConnections(grantee: iam.IGrantable): iam.Grant {
    return this.stage.grantManagementApiAccess(grantee);
  }
}

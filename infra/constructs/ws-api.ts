import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigwv1 from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
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

  /**
   * One JSON line per connect, message and disconnect into the log group. Unlike HTTP APIs,
   * WebSocket APIs write logs through the region's API Gateway account setting: a role API Gateway
   * assumes, set here. It is one setting per account and region, so the role and the setting are
   * kept when the stack goes (another stage in the account may log through them).
   */
  logAccess(logGroup: logs.ILogGroup): void {
    const role = new iam.Role(this, 'ApiGatewayLogsRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets API Gateway write WebSocket access logs to CloudWatch Logs (the account setting)',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const account = new apigwv1.CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const stage = this.stage.node.defaultChild as apigw.CfnStage;
    stage.accessLogSettings = { destinationArn: logGroup.logGroupArn, format: JSON.stringify(WS_ACCESS_LOG_FORMAT) };
    stage.addDependency(account);
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

/** $context variables of a WebSocket access log line: which connection did what, and how it went. */
const WS_ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integration.error',
  userAgent: '$context.identity.userAgent',
};

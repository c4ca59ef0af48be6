import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Throttle } from './api-throttling';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AppHttpApiProps {
  /**
   * The one browser origin allowed to call the API cross-origin, with cookies. Without one, any
   * origin may call it without credentials (the web app itself reaches the API same-origin,
   * through CloudFront, and needs no CORS at all).
   */
  readonly allowedOrigin?: string;
  /** Request headers the web client sends besides content-type (e.g. the CSRF header). */
  readonly allowedHeaders: readonly string[];
}

/** The HTTP API (API Gateway v2): one Lambda integration per route. */
export class AppHttpApi extends Construct {
  readonly api: apigw.HttpApi;

  constructor(scope: Construct, id: string, props: AppHttpApiProps) {
    super(scope, id);
    const credentials = props.allowedOrigin !== undefined;
    this.api = new apigw.HttpApi(this, 'Api', {
      description: `HTTP API of ${Stack.of(this).stackName}`,
      corsPreflight: {
        allowOrigins: [props.allowedOrigin ?? '*'],
        allowCredentials: credentials,
        allowMethods: [
          apigw.CorsHttpMethod.GET,
          apigw.CorsHttpMethod.POST,
          apigw.CorsHttpMethod.PUT,
          apigw.CorsHttpMethod.PATCH,
          apigw.CorsHttpMethod.DELETE,
        ],
        allowHeaders: ['content-type', ...props.allowedHeaders],
        maxAge: Duration.days(1),
      },
    });
  }

  /**
   * Routes `METHOD path` (API Gateway syntax, e.g. /api/person/{id}) to the function. The route, its
   * integration and the permission for API Gateway to invoke the function are created in `scope`:
   * pass a construct in the function's own (nested) stack so they live beside the function and not
   * in the API's stack (see HttpRouteStack).
   */
  addLambdaRoute(method: RouteMethod, path: string, fn: lambda.IFunction, scope: Construct = this.api): void {
    new apigw.HttpRoute(scope, `${method}${path}`, {
      httpApi: this.api,
      routeKey: apigw.HttpRouteKey.with(path, apigw.HttpMethod[method]),
      integration: new HttpLambdaIntegration(`${method}${path}`, fn),
    });
  }

  /**
   * One JSON line per request in the log group (who, what, status, latency, integration error),
   * for the runbook's questions; HTTP APIs write with their service-linked role.
   */
  logAccess(logGroup: logs.ILogGroup): void {
    this.defaultStage().accessLogSettings = { destinationArn: logGroup.logGroupArn, format: JSON.stringify(ACCESS_LOG_FORMAT) };
  }

  /** Every route's default limits, and tighter ones for the routes named (by route key). */
  throttle(defaults: Throttle, byRouteKey: Readonly<Record<string, Throttle>>): void {
    const settings = (throttle: Throttle) => ({ throttlingRateLimit: throttle.rateLimit, throttlingBurstLimit: throttle.burstLimit });
    const stage = this.defaultStage();
    stage.defaultRouteSettings = settings(defaults);
    // A map of route key to settings is passed through to CloudFormation as written: its names are CloudFormation's.
    stage.routeSettings = Object.fromEntries(
      Object.entries(byRouteKey).map(([routeKey, throttle]) => [routeKey, { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit }]),
    );
  }

  private defaultStage(): apigw.CfnStage {
    const stage = this.api.defaultStage?.node.defaultChild;
    if (!(stage instanceof apigw.CfnStage)) throw new Error('The HTTP API has no default stage');
    return stage;
  }

  /** Host name of the API's default endpoint, for use as a CloudFront origin. */
  get domainName(): string {
    return executeApiDomain(this, this.api.apiId);
  }
}

/** $context variables of an HTTP API access log line. */
const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
  userAgent: '$context.identity.userAgent',
};

export function executeApiDomain(scope: Construct, apiId: string): string {
  const stack = Stack.of(scope);
  return `${apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
}

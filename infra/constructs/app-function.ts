import { Duration, RemovalPolicy, type Size } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface AppFunctionProps {
  /** The handler's bundle (see HandlerBundles): index.mjs exporting `handler`. */
  readonly code: lambda.Code;
  readonly environment: Readonly<Record<string, string>>;
  readonly logGroup: logs.ILogGroup;
  /** Functions of one family share a role (and its grants); without one the function gets its own. */
  readonly role?: iam.IRole;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly description?: string;
  /** arm64 unless the code ships native binaries built for another CPU (see media-processing.ts). */
  readonly architecture?: lambda.Architecture;
  /** /tmp, 512 MB unless more is needed (working copies of uploads). */
  readonly ephemeralStorageSize?: Size;
  readonly layers?: lambda.ILayerVersion[];
}

/**
 * The Lambda runtime every function runs on. Node.js 20 reached end of life in April 2026 and Lambda
 * deprecated it; esbuild's target in handler-bundles.ts follows this major version.
 */
export const LAMBDA_NODE_RUNTIME = lambda.Runtime.NODEJS_22_X;
export const LAMBDA_NODE_MAJOR = 22;

/** Every Lambda of the app: Node.js 22 (arm64 by default), an ESM bundle, source-mapped stack traces, traced. */
export class AppFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      code: props.code,
      handler: 'index.handler',
      runtime: LAMBDA_NODE_RUNTIME,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      ephemeralStorageSize: props.ephemeralStorageSize,
      layers: props.layers,
      description: props.description,
      role: props.role,
      logGroup: props.logGroup,
      // X-Ray: the runtime's tracer (lambdas/runtime/tracer.ts) adds the handler's and the AWS SDK's subsegments.
      tracing: lambda.Tracing.ACTIVE,
      // Source maps for every function, plus any Node options the function asks for (media: --expose-gc).
      environment: { ...props.environment, NODE_OPTIONS: ['--enable-source-maps', props.environment.NODE_OPTIONS].filter(Boolean).join(' ') },
    });
  }
}

/** An execution role for a family of functions that need the same permissions. */
export function createFunctionRole(scope: Construct, id: string, description: string): iam.Role {
  return new iam.Role(scope, id, {
    description,
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
  });
}

/**
 * A log group kept for a month. Functions of one family log into one group: the logger writes the
 * function name into every line, and one group per function would cost a resource per route.
 */
export function createFunctionLogGroup(scope: Construct, id: string, retain: boolean): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

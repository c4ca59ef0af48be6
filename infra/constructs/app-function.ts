import { Duration, RemovalPolicy, type Size, Validations } from 'aws-cdk-lib';
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

/** Every Lambda of the app: Node.js 20 (arm64 by default), an ESM bundle, source-mapped stack traces. */
export class AppFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      code: props.code,
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_20_X,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      ephemeralStorageSize: props.ephemeralStorageSize,
      layers: props.layers,
      description: props.description,
      role: props.role,
      logGroup: props.logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });
    Validations.of(this).acknowledge({
      id: 'CloudFormation-Validate::W2531',
      reason: 'Node.js 20 is the runtime the app is built and tested on (DESIGN.md); moving to a newer one is a deliberate, separate change',
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

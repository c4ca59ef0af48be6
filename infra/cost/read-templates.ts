/**
 * What the cost model needs from synthesized CloudFormation templates: functions with their memory
 * and architecture, buckets with their lifecycle transitions, queues, the table's billing mode, the
 * CloudFront price class and the fixed-price resources (secrets, keys, alarms).
 */
export interface CfnTemplate {
  readonly Resources?: Readonly<Record<string, { readonly Type: string; readonly Properties?: Record<string, unknown> }>>;
}

export interface FunctionFacts {
  readonly id: string;
  readonly memoryMb: number;
  readonly architecture: 'arm64' | 'x86_64';
  readonly environment: Readonly<Record<string, unknown>>;
}

export interface BucketFacts {
  readonly id: string;
  /** Lifecycle transitions of current versions, e.g. INTELLIGENT_TIERING after 0 days. */
  readonly transitions: readonly { readonly storageClass: string; readonly days: number; readonly prefix?: string; readonly minBytes?: number }[];
  /** Days after which current objects expire (the shortest rule without a prefix), if any. */
  readonly expirationDays?: number;
}

/** A CloudWatch Logs group and how long it keeps what it is sent (days; undefined: forever). */
export interface LogGroupFacts {
  readonly id: string;
  readonly retentionDays: number | undefined;
}

export interface StageFacts {
  readonly functions: readonly FunctionFacts[];
  readonly buckets: readonly BucketFacts[];
  readonly queues: readonly { readonly id: string; readonly fifo: boolean }[];
  readonly tableBillingModes: readonly string[];
  readonly pointInTimeRecovery: boolean;
  /** CloudFront's default when the template names none is PriceClass_All. */
  readonly priceClass: string | undefined;
  readonly secrets: number;
  readonly kmsKeys: number;
  readonly alarms: number;
  readonly logGroups: readonly LogGroupFacts[];
  /** The log group each API stage writes its access logs to, by the API's logical id ('HttpApi...', 'WebSocketApi...'). */
  readonly apiAccessLogs: readonly { readonly apiId: string; readonly logGroupId: string }[];
  /** The bucket CloudFront writes its standard access logs to, if it logs. */
  readonly cloudFrontLogBucket: string | undefined;
  /** WAF web ACLs and the rules each has (a managed rule group is one rule). */
  readonly webAcls: readonly { readonly id: string; readonly rules: number }[];
  /** Functions sending traces to X-Ray (TracingConfig Active). */
  readonly tracedFunctions: number;
  readonly dashboards: number;
  /** Custom metrics made by log metric filters (one each). */
  readonly metricFilters: number;
}

/** Lambda's defaults when a template leaves them out (128 MB, x86_64). */
const LAMBDA_DEFAULT_MEMORY_MB = 128;

export function readStageFacts(templates: readonly CfnTemplate[]): StageFacts {
  const resources = templates.flatMap((template) => Object.entries(template.Resources ?? {}));
  const of = (type: string) => resources.filter(([, resource]) => resource.Type === type).map(([id, resource]) => ({ id, p: resource.Properties ?? {} }));
  const functions = of('AWS::Lambda::Function').map(({ id, p }): FunctionFacts => ({
    id,
    memoryMb: typeof p.MemorySize === 'number' ? p.MemorySize : LAMBDA_DEFAULT_MEMORY_MB,
    architecture: Array.isArray(p.Architectures) && p.Architectures[0] === 'arm64' ? 'arm64' : 'x86_64',
    environment: ((p.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}),
  }));
  const buckets = of('AWS::S3::Bucket').map(({ id, p }): BucketFacts => {
    const rules = ((p.LifecycleConfiguration as { Rules?: Record<string, unknown>[] } | undefined)?.Rules ?? []).filter((rule) => rule.Status === 'Enabled');
    const transitions = rules.flatMap((rule) => {
      const prefix = typeof rule.Prefix === 'string' ? rule.Prefix : undefined;
      const list = [...((rule.Transitions as Record<string, unknown>[] | undefined) ?? []), ...(rule.Transition ? [rule.Transition as Record<string, unknown>] : [])];
      // A number as CDK writes it, or the string CloudFormation's schema has.
      const size = rule.ObjectSizeGreaterThan;
      const minBytes = typeof size === 'number' || (typeof size === 'string' && /^\d+$/.test(size)) ? Number(size) : undefined;
      return list.map((t) => ({ storageClass: String(t.StorageClass), days: Number(t.TransitionInDays ?? 0), ...(prefix ? { prefix } : {}), ...(minBytes !== undefined ? { minBytes } : {}) }));
    });
    const expirations = rules.filter((rule) => typeof rule.ExpirationInDays === 'number' && rule.Prefix === undefined).map((rule) => rule.ExpirationInDays as number);
    return { id, transitions, ...(expirations.length ? { expirationDays: Math.min(...expirations) } : {}) };
  });
  const refId = (value: unknown): string | undefined => {
    const ref = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
    return ref?.Ref ?? ref?.['Fn::GetAtt']?.[0];
  };
  const loggingBucket = (distribution: Record<string, unknown> | undefined) => refId(((distribution?.DistributionConfig as { Logging?: { Bucket?: unknown } } | undefined)?.Logging)?.Bucket);
  const tables = of('AWS::DynamoDB::Table');
  const distribution = of('AWS::CloudFront::Distribution')[0];
  return {
    functions,
    buckets,
    queues: of('AWS::SQS::Queue').map(({ id, p }) => ({ id, fifo: p.FifoQueue === true })),
    tableBillingModes: tables.map(({ p }) => String(p.BillingMode ?? 'PROVISIONED')),
    pointInTimeRecovery: tables.some(({ p }) => (p.PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled === true),
    priceClass: distribution ? (((distribution.p.DistributionConfig as { PriceClass?: string } | undefined)?.PriceClass) ?? 'PriceClass_All') : undefined,
    secrets: of('AWS::SecretsManager::Secret').length,
    kmsKeys: of('AWS::KMS::Key').length,
    alarms: of('AWS::CloudWatch::Alarm').length,
    logGroups: of('AWS::Logs::LogGroup').map(({ id, p }) => ({ id, retentionDays: typeof p.RetentionInDays === 'number' ? p.RetentionInDays : undefined })),
    apiAccessLogs: of('AWS::ApiGatewayV2::Stage').flatMap(({ p }) => {
      const apiId = refId(p.ApiId);
      const logGroupId = refId((p.AccessLogSettings as { DestinationArn?: unknown } | undefined)?.DestinationArn);
      return apiId && logGroupId ? [{ apiId, logGroupId }] : [];
    }),
    cloudFrontLogBucket: loggingBucket(distribution?.p),
    webAcls: of('AWS::WAFv2::WebACL').map(({ id, p }) => ({ id, rules: Array.isArray(p.Rules) ? p.Rules.length : 0 })),
    tracedFunctions: of('AWS::Lambda::Function').filter(({ p }) => (p.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active').length,
    dashboards: of('AWS::CloudWatch::Dashboard').length,
    metricFilters: of('AWS::Logs::MetricFilter').length,
  };
}

/** Functions whose logical id starts with the prefix (e.g. `Http`, `QueueProcessUpload`). */
export function functionsNamed(facts: StageFacts, prefix: string): readonly FunctionFacts[] {
  return facts.functions.filter((fn) => fn.id.startsWith(prefix));
}

/** The lifecycle transition a bucket's current objects of `bytes` take at once (day 0, no prefix), if any. */
export function immediateTransition(bucket: BucketFacts | undefined, bytes = Infinity): string | undefined {
  return bucket?.transitions.find((t) => t.days === 0 && !t.prefix && (t.minBytes === undefined || bytes > t.minBytes))?.storageClass;
}

/** A log group's retention in months (a month is 30 days; a group kept forever counts as a year, stated). */
export function retentionMonths(facts: StageFacts, logGroupId: string | undefined): number {
  const days = facts.logGroups.find((group) => group.id === logGroupId)?.retentionDays;
  return (days ?? 365) / 30;
}

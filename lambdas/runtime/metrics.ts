import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_SERVICE, metricsNamespace, PRODUCT_METRICS } from './metric-names';

export { PRODUCT_METRICS } from './metric-names';

/**
 * The product's own metrics, written as CloudWatch embedded metric format (one JSON log line per
 * invocation that recorded any) into the function's log, from which CloudWatch extracts them: no
 * PutMetricData call, no permission, no latency. Namespace Heirloom/<stage>, dimension service.
 *
 * Outside Lambda (the local runtime, tests) nobody reads stdout for metrics, so they are off unless
 * POWERTOOLS_METRICS_DISABLED says otherwise; the logger is quieted the same way (LOG_LEVEL).
 */
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

export const metrics = new Metrics({ namespace: metricsNamespace(process.env.STAGE ?? 'unknown'), serviceName: METRICS_SERVICE });

export function countMetric(name: (typeof PRODUCT_METRICS)[keyof typeof PRODUCT_METRICS], value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Writes what this invocation recorded, if anything (an empty flush would only log a warning). */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

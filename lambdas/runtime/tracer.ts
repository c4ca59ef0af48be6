import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing (the functions run with active tracing, infra/constructs/app-function.ts), with
 * Powertools Tracer. It is loaded only inside Lambda: the X-Ray SDK it brings costs every module
 * load (the local runtime, tests, the infra test that loads every bundle) and would send nothing
 * there anyway. POWERTOOLS_TRACE_ENABLED=false turns it off in Lambda too.
 */
const inLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) && process.env.POWERTOOLS_TRACE_ENABLED !== 'false';

let tracer: Tracer | undefined;
// Started while the container initializes, so the first invocation rarely waits for it.
const loading: Promise<Tracer | undefined> = inLambda
  ? import('@aws-lambda-powertools/tracer').then(({ Tracer: PowertoolsTracer }) => (tracer = new PowertoolsTracer({ serviceName: 'heirloom' })))
  : Promise.resolve(undefined);

/**
 * Runs one invocation in a subsegment named for what it handles (a route key, a queue), annotated
 * with cold start and service, and closed whatever happens.
 */
export async function traced<T>(name: string, run: () => Promise<T>): Promise<T> {
  const active = await loading;
  if (!active?.isTracingEnabled()) return run();
  const segment = active.getSegment();
  const subsegment = segment?.addNewSubsegment(`## ${name}`);
  if (subsegment) active.setSegment(subsegment);
  active.annotateColdStart();
  active.addServiceNameAnnotation();
  try {
    return await run();
  } catch (error) {
    active.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    subsegment?.close();
    if (segment) active.setSegment(segment);
  }
}

/**
 * An AWS SDK client whose calls become X-Ray subsegments, once the tracer is loaded (clients are
 * built on first use, inside an invocation); elsewhere the client as it is.
 */
export function traceClient<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

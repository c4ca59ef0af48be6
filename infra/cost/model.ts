import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { PRODUCT_METRICS } from '@heirloom/lambdas/runtime/metric-names';
import { NEW_FACES_MARGIN_MS } from '@heirloom/lambdas/adapters/local/model-face-recognition';
import { FACE_MODEL_ARCHITECTURE, FACE_MODEL_MEMORY_MB } from '../constructs/face-model-processing';
import * as A from './assumptions';
import { PRICES, type Prices } from './prices';
import type { UsageProfile } from './profile';
import { functionsNamed, immediateTransition, retentionMonths, type FunctionFacts, type StageFacts } from './read-templates';

/** One priced line: its group, what it is, the quantity priced and the cost per family (USD). */
export interface CostLine {
  readonly group: string;
  readonly item: string;
  readonly quantity: string;
  readonly usd: number;
}

export interface CostReport {
  readonly profile: UsageProfile;
  readonly monthly: readonly CostLine[];
  readonly onboarding: readonly CostLine[];
  readonly faceEngine: string;
  /**
   * Both engines on this stage: their own lines' sums, and the family's totals with each (the Faces
   * lines swapped, everything else as priced).
   */
  readonly faceEngines: readonly { readonly engine: string; readonly monthly: number; readonly onboarding: number; readonly perFamily: number; readonly onboardingPerFamily: number }[];
  readonly addOn: { readonly cost: number; readonly net: number; readonly margin: number };
  readonly plan: { readonly net: number; readonly margin: number };
  readonly perFamily: number;
  readonly onboardingPerFamily: number;
  readonly notes: readonly string[];
}

const GB = 1024; // MB in a GB, as S3 and Lambda bill
const FACES_CONSUMER = queueConsumers.find((consumer) => consumer.queue === 'faces')!;
/** Photos a faces consumer call takes (its SQS batch). */
const FACES_BATCH_SIZE = FACES_CONSUMER.batchSize;
const sum = (lines: readonly CostLine[]) => lines.reduce((total, line) => total + line.usd, 0);
const n = (value: number) => Math.round(value).toLocaleString('en-US');

/** Memory (GB) and GB-second price of the functions doing a kind of work, from the template. */
function lambdaRate(facts: StageFacts, kind: A.WorkKind, prices: Prices): { gb: number; perGbS: number; label: string } | undefined {
  const fns = functionsNamed(facts, kind.functionPrefix);
  if (!fns.length) return undefined;
  const gb = fns.reduce((total, fn) => total + fn.memoryMb, 0) / fns.length / GB;
  const x86 = fns.some((fn) => fn.architecture === 'x86_64');
  const mb = Math.round(gb * GB);
  return { gb, perGbS: x86 ? prices.lambdaX86GbSecond.usd : prices.lambdaArmGbSecond.usd, label: `${fns.length} fn, ${mb} MB ${x86 ? 'x86_64' : 'arm64'}` };
}

function lambdaLine(facts: StageFacts, kind: A.WorkKind, units: number, prices: Prices): CostLine | undefined {
  const rate = lambdaRate(facts, kind, prices);
  if (!rate || units <= 0) return undefined;
  const seconds = units * kind.secondsPerUnit;
  const invocations = units / kind.unitsPerInvocation;
  const usd = seconds * rate.gb * rate.perGbS + (invocations / 1e6) * prices.lambdaRequestMillion.usd;
  return { group: 'Lambda', item: kind.name, quantity: `${n(invocations)} calls x ${kind.secondsPerUnit * kind.unitsPerInvocation} s, ${n(seconds * rate.gb)} GB-s (${rate.label})`, usd };
}

/** The stage's face engine, from the faces consumer's FACE_RECOGNITION variable. */
export function faceEngineOf(facts: StageFacts): string {
  const fn: FunctionFacts | undefined = functionsNamed(facts, A.WORK.detectFaces.functionPrefix)[0];
  const value = fn?.environment.FACE_RECOGNITION;
  return typeof value === 'string' ? value : 'rekognition';
}

/** Photos whose faces are found, the faces kept afterwards, and the faces a family's collection holds meanwhile (on average). */
interface FaceWork {
  readonly photos: number;
  /** Faces stored at the end of the period (priced as a month's storage; 0 for onboarding). */
  readonly storedFaces: number;
  readonly collectionFaces: number;
  /** The photos are processed back to back (onboarding), so the consumer's containers stay warm. */
  readonly backToBack: boolean;
}

/**
 * Memory (MB) and GB-second price of the model's runs: the faces consumer's, when this stage runs the
 * model; otherwise what the model's consumer would be given (face-model-processing.ts), not the
 * architecture of this stage's Rekognition consumer.
 */
function modelRate(facts: StageFacts, prices: Prices): { mb: number; perGbS: number; label: string } {
  const consumer = faceEngineOf(facts) === 'model' ? functionsNamed(facts, A.WORK.detectFaces.functionPrefix)[0] : undefined;
  const mb = consumer?.memoryMb ?? FACE_MODEL_MEMORY_MB;
  const x86 = (consumer?.architecture ?? FACE_MODEL_ARCHITECTURE.name) === 'x86_64';
  return { mb, perGbS: x86 ? prices.lambdaX86GbSecond.usd : prices.lambdaArmGbSecond.usd, label: `${mb} MB ${x86 ? 'x86_64' : 'arm64'}` };
}

/**
 * What finding and matching faces costs with an engine. Rekognition: an IndexFaces a photo and a
 * SearchFaces a face, and the face vectors stored. The model: the faces consumer's GB-seconds, and
 * its collections in the table: each face's embedding written and stored, and the family's
 * collection read by the consumer (A.FACES_CONTAINER_HOURS says how often whole).
 */
function faceLines(facts: StageFacts, engine: string, work: FaceWork, prices: Prices, group: string, pitr: boolean): CostLine[] {
  const faces = work.photos * A.FACES_PER_PHOTO;
  if (engine === 'rekognition') {
    const calls = work.photos + faces;
    const lines: CostLine[] = [{ group, item: 'Rekognition IndexFaces + SearchFaces', quantity: `${n(calls)} calls (1 + ${A.FACES_PER_PHOTO} a photo)`, usd: calls * prices.rekognitionImage.usd }];
    if (work.storedFaces > 0) lines.push({ group, item: 'Rekognition face vectors stored', quantity: `${n(work.storedFaces)} faces`, usd: work.storedFaces * prices.rekognitionFaceMonth.usd });
    return lines;
  }
  const rate = modelRate(facts, prices);
  const gbS = work.photos * A.FACE_MODEL_SECONDS_PER_PHOTO * (rate.mb / GB);
  const batches = work.photos / FACES_BATCH_SIZE;
  const writeUnits = faces * Math.ceil(A.FACE_EMBEDDING_ITEM_BYTES / 1024);
  const wholeReads = wholeCollectionReads(work, batches);
  // A Query reads 4 KB for half a unit (eventually consistent), summed over the items it returns.
  const wholeUnits = wholeReads * ((work.collectionFaces * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5;
  // One Query a face searched, for the faces made within the margin of the newest held (that one included).
  const marginFaces = (NEW_FACES_MARGIN_MS / 1000 / A.FACE_MODEL_SECONDS_PER_PHOTO) * A.FACES_PER_PHOTO + 1;
  const newFaceUnits = faces * Math.ceil((marginFaces * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5;
  const readUnits = wholeUnits + newFaceUnits;
  const lines: CostLine[] = [
    { group, item: 'in-repo face model on Lambda', quantity: `${n(work.photos)} photos x ${A.FACE_MODEL_SECONDS_PER_PHOTO} s at ${rate.label}, ${n(gbS)} GB-s`, usd: gbS * rate.perGbS + (batches / 1e6) * prices.lambdaRequestMillion.usd },
    { group, item: 'face embeddings written to the table', quantity: `${n(faces)} faces, ${n(writeUnits)} WRU`, usd: (writeUnits / 1e6) * prices.dynamoWriteMillion.usd },
    {
      group,
      item: 'family collections read by the faces consumer',
      quantity: `${n(wholeReads)} whole x ${n(work.collectionFaces)} faces + ${n(faces)} new-face Queries, ${n(readUnits)} RRU`,
      usd: (readUnits / 1e6) * prices.dynamoReadMillion.usd,
    },
  ];
  if (work.storedFaces > 0) {
    const gb = (work.storedFaces * A.FACE_EMBEDDING_ITEM_BYTES) / 1e9;
    lines.push({ group, item: `face embeddings stored in the table${pitr ? ' + point-in-time recovery' : ''}`, quantity: `${n(work.storedFaces)} faces, ${gb.toFixed(3)} GB`, usd: gb * (prices.dynamoStorageGbMonth.usd + (pitr ? prices.dynamoPitrGbMonth.usd : 0)) });
  }
  return lines;
}

/** Times the faces consumer reads a family's collection whole (A.FACES_CONTAINER_HOURS), at most once a batch. */
function wholeCollectionReads(work: FaceWork, batches: number): number {
  if (!work.backToBack) return batches;
  const hours = (work.photos * A.FACE_MODEL_SECONDS_PER_PHOTO) / 3600;
  return Math.min(batches, FACES_CONSUMER.maxConcurrency * Math.ceil(hours / A.FACES_CONTAINER_HOURS));
}

/** A family's invocations a month by the log group their functions write to, and the requests the edge sees. */
interface Traffic {
  readonly http: number;
  readonly webSocket: number;
  readonly queue: number;
  /** The stage's job runs, already divided over the families. */
  readonly jobs: number;
  readonly newItems: number;
  readonly cloudFrontRequests: number;
}

/** Ingesting `gb` into a log group and keeping it as long as the group's retention (steady state: a month's logs x the months kept). */
function logLine(facts: StageFacts, item: string, logGroupId: string | undefined, gb: number, p: Prices): CostLine {
  const months = retentionMonths(facts, logGroupId);
  return { group: 'CloudWatch', item: `${item}, kept ${Math.round(months * 30)} days`, quantity: `${gb.toFixed(5)} GB a month`, usd: gb * (p.logsIngestGb.usd + months * p.logsStorageGbMonth.usd) };
}

/**
 * What watching the stage costs a family: function logs (and the EMF records in them) by log group
 * and its retention, the APIs' access logs, CloudFront's access logs in S3, X-Ray traces under the
 * default sampling rule, the WAF in front of CloudFront, the dashboard, alarms and custom metrics.
 */
function eyesLines(facts: StageFacts, traffic: Traffic, families: number, p: Prices): CostLine[] {
  const groupId = (prefix: string) => facts.logGroups.find((group) => group.id.startsWith(prefix))?.id;
  const gb = (count: number, bytes: number) => (count * bytes) / 1e9;
  const lines: CostLine[] = [
    logLine(facts, 'logs of the HTTP functions', groupId('HttpFunctionLogs'), gb(traffic.http, A.LOG_BYTES_PER_INVOCATION), p),
    logLine(facts, 'logs of the WebSocket functions', groupId('WebSocketFunctionLogs'), gb(traffic.webSocket, A.LOG_BYTES_PER_INVOCATION), p),
    logLine(facts, 'logs of the queue consumers, with their EMF metrics', groupId('QueueFunctionLogs'), gb(traffic.queue, A.LOG_BYTES_PER_INVOCATION) + gb(traffic.newItems * A.EMF_RECORDS_PER_UPLOAD, A.EMF_RECORD_BYTES), p),
    logLine(facts, 'logs of the scheduled jobs', groupId('JobFunctionLogs'), gb(traffic.jobs, A.LOG_BYTES_PER_INVOCATION), p),
  ];
  for (const { apiId, logGroupId } of facts.apiAccessLogs) {
    const webSocket = apiId.startsWith('WebSocketApi');
    lines.push(logLine(facts, `${webSocket ? 'WebSocket' : 'HTTP'} API access logs`, logGroupId, gb(webSocket ? traffic.webSocket : traffic.http, A.ACCESS_LOG_BYTES_PER_REQUEST), p));
  }
  if (facts.cloudFrontLogBucket) {
    const days = facts.buckets.find((bucket) => bucket.id === facts.cloudFrontLogBucket)?.expirationDays ?? 365;
    const logGb = gb(traffic.cloudFrontRequests, A.CLOUDFRONT_LOG_BYTES_PER_REQUEST);
    lines.push({ group: 'CloudFront', item: `access logs in S3, kept ${days} days`, quantity: `${logGb.toFixed(5)} GB a month`, usd: logGb * (days / 30) * p.s3StandardGbMonth.usd });
  }
  if (facts.tracedFunctions > 0) {
    // X-Ray's default rule: the first request a second, then 5% of the rest, over the whole stage.
    const stageInvocations = (traffic.http + traffic.webSocket + traffic.queue) * families;
    const reservoir = A.XRAY_RESERVOIR_PER_SECOND * A.HOURS_PER_MONTH * 3600;
    const traced = Math.min(stageInvocations, reservoir) + A.XRAY_SAMPLED_SHARE * Math.max(0, stageInvocations - reservoir);
    lines.push({ group: 'X-Ray', item: `traces of ${facts.tracedFunctions} traced functions (default sampling), over ${n(families)} families`, quantity: `${n(traced / families)} traces`, usd: (traced / families / 1e6) * p.xrayTracesMillion.usd });
  }
  for (const acl of facts.webAcls) {
    lines.push({ group: 'WAF', item: `web ACL and its ${acl.rules} rules over ${n(families)} families, and requests`, quantity: `${n(traffic.cloudFrontRequests)} requests`, usd: (p.wafWebAclMonth.usd + acl.rules * p.wafRuleMonth.usd) / families + (traffic.cloudFrontRequests / 1e6) * p.wafRequestsMillion.usd });
  }
  const customMetrics = Object.keys(PRODUCT_METRICS).length + facts.metricFilters;
  lines.push(
    { group: 'CloudWatch', item: `${facts.dashboards} dashboards over ${n(families)} families`, quantity: `${facts.dashboards} dashboards`, usd: (facts.dashboards * p.dashboardMonth.usd) / families },
    { group: 'CloudWatch', item: `${facts.alarms} alarms over ${n(families)} families`, quantity: `${facts.alarms} alarms`, usd: (facts.alarms * p.alarmMonth.usd) / families },
    { group: 'CloudWatch', item: `${customMetrics} custom metrics (EMF and metric filters) over ${n(families)} families`, quantity: `${customMetrics} metrics`, usd: (customMetrics * p.customMetricMonth.usd) / families },
  );
  return lines;
}

/** Monthly and one-time AWS cost of one family at the profile, on the stage the facts describe. */
export function computeCost(facts: StageFacts, profile: UsageProfile, prices: Prices = PRICES): CostReport {
  const p = prices;
  const notes: string[] = [];
  const families = profile.families;
  const items = profile.photos + profile.videos;
  const newPhotos = profile.photos * A.MONTHLY_GROWTH_SHARE;
  const newVideos = profile.videos * A.MONTHLY_GROWTH_SHARE;
  const newItems = newPhotos + newVideos;
  const sessions = profile.members * A.SESSIONS_PER_MEMBER_MONTH;

  // S3: originals in the uploads bucket (its day-0 transition), renditions and playback copies in Standard.
  const uploads = facts.buckets.find((bucket) => bucket.id.startsWith('Uploads'));
  const originalsClass = immediateTransition(uploads) ?? 'STANDARD';
  const originalsGb = (profile.photos * profile.photoMb + profile.videos * A.VIDEO_AVERAGE_MB) / GB;
  const r = A.RENDITION_KB;
  const renditionsGb = (items * (r.webp64 + r.webp300 + r.jpeg1600)) / GB / GB;
  const playbackGb = (profile.videos * A.PLAYBACK_COPY_MB) / GB;
  const monthly: CostLine[] = [];
  if (originalsClass === 'INTELLIGENT_TIERING') {
    const s = A.INTELLIGENT_TIERING_SHARE;
    monthly.push(
      { group: 'S3', item: `originals, Intelligent-Tiering frequent (${s.frequent * 100}%)`, quantity: `${(originalsGb * s.frequent).toFixed(1)} GB`, usd: originalsGb * s.frequent * p.s3ItFrequentGbMonth.usd },
      { group: 'S3', item: `originals, Intelligent-Tiering infrequent (${s.infrequent * 100}%)`, quantity: `${(originalsGb * s.infrequent).toFixed(1)} GB`, usd: originalsGb * s.infrequent * p.s3ItInfrequentGbMonth.usd },
      { group: 'S3', item: `originals, Intelligent-Tiering archive instant (${s.archiveInstant * 100}%)`, quantity: `${(originalsGb * s.archiveInstant).toFixed(1)} GB`, usd: originalsGb * s.archiveInstant * p.s3ItArchiveInstantGbMonth.usd },
      { group: 'S3', item: 'Intelligent-Tiering monitoring', quantity: `${n(items)} objects`, usd: (items / 1000) * p.s3ItMonitoringPer1kObjects.usd },
    );
  } else {
    if (originalsClass !== 'STANDARD') notes.push(`originals move to ${originalsClass} at once, which the model does not price: counted as Standard`);
    monthly.push({ group: 'S3', item: 'originals, Standard', quantity: `${originalsGb.toFixed(1)} GB`, usd: originalsGb * p.s3StandardGbMonth.usd });
  }
  monthly.push(
    { group: 'S3', item: 'renditions, Standard (64 px WebP, 300 px WebP, 1600 px JPEG)', quantity: `${renditionsGb.toFixed(2)} GB`, usd: renditionsGb * p.s3StandardGbMonth.usd },
  );
  // Playback copies: Intelligent-Tiering when the media bucket moves objects of their size at once.
  const media = facts.buckets.find((bucket) => bucket.id.startsWith('MediaBucket'));
  if (immediateTransition(media, A.PLAYBACK_COPY_MB * GB * GB) === 'INTELLIGENT_TIERING') {
    const s = A.INTELLIGENT_TIERING_SHARE;
    const perGb = s.frequent * p.s3ItFrequentGbMonth.usd + s.infrequent * p.s3ItInfrequentGbMonth.usd + s.archiveInstant * p.s3ItArchiveInstantGbMonth.usd;
    monthly.push({ group: 'S3', item: 'video playback copies, Intelligent-Tiering (the originals\' tier shares)', quantity: `${playbackGb.toFixed(2)} GB, ${n(profile.videos)} objects`, usd: playbackGb * perGb + (profile.videos / 1000) * p.s3ItMonitoringPer1kObjects.usd });
  } else {
    monthly.push({ group: 'S3', item: 'video playback copies, Standard', quantity: `${playbackGb.toFixed(2)} GB`, usd: playbackGb * p.s3StandardGbMonth.usd });
  }
  const putsPerItem = 4; // the original and three renditions
  const thumbnails = sessions * A.THUMBNAILS_PER_SESSION;
  const larges = sessions * A.LARGE_VIEWS_PER_SESSION;
  const downloads = profile.members * A.ORIGINAL_DOWNLOADS_PER_MEMBER_MONTH;
  const plays = profile.members * A.VIDEO_PLAYS_PER_MEMBER_MONTH;
  const gets = thumbnails + larges + downloads + plays;
  monthly.push({ group: 'S3', item: 'requests (new files, transitions, reads)', quantity: `${n(newItems * putsPerItem)} PUT, ${n(gets)} GET`, usd: (newItems * putsPerItem / 1000) * p.s3PutPer1k.usd + (originalsClass === 'INTELLIGENT_TIERING' ? (newItems / 1000) * p.s3TransitionToItPer1k.usd : 0) + (gets / 1000) * p.s3GetPer1k.usd });
  const mediaOutGb = (thumbnails * ((r.webp64 + r.webp300) / 2) / GB + larges * r.jpeg1600 / GB + downloads * profile.photoMb + plays * A.PLAYBACK_COPY_MB) / GB;
  monthly.push({ group: 'S3', item: 'data out (presigned links from the media gate)', quantity: `${mediaOutGb.toFixed(2)} GB`, usd: mediaOutGb * p.s3DataOutGb.usd });

  // DynamoDB, on demand.
  if (facts.tableBillingModes.some((mode) => mode !== 'PAY_PER_REQUEST')) notes.push('a table is provisioned, not on demand: its requests are priced as on demand');
  const apiCalls = sessions * A.API_CALLS_PER_SESSION + newItems * A.API_CALLS_PER_UPLOAD;
  const tableGb = (profile.photos * A.DYNAMO_BYTES_PER_PHOTO + profile.videos * A.DYNAMO_BYTES_PER_PHOTO + profile.people * A.DYNAMO_BYTES_PER_PERSON) / 1e9;
  const reads = (apiCalls + gets) * A.READ_UNITS_PER_API_CALL;
  const writes = apiCalls * A.WRITE_CALL_SHARE * A.WRITE_UNITS_PER_WRITE_CALL + newItems * A.WRITE_UNITS_PER_UPLOAD;
  monthly.push(
    { group: 'DynamoDB', item: 'on-demand reads', quantity: `${n(reads)} RRU`, usd: (reads / 1e6) * p.dynamoReadMillion.usd },
    { group: 'DynamoDB', item: 'on-demand writes', quantity: `${n(writes)} WRU`, usd: (writes / 1e6) * p.dynamoWriteMillion.usd },
    { group: 'DynamoDB', item: `storage${facts.pointInTimeRecovery ? ' + point-in-time recovery' : ''}`, quantity: `${tableGb.toFixed(3)} GB`, usd: tableGb * (p.dynamoStorageGbMonth.usd + (facts.pointInTimeRecovery ? p.dynamoPitrGbMonth.usd : 0)) },
  );

  // Lambda GB-seconds by kind of work; the scheduled jobs are the stage's, shared by every family.
  const W = A.WORK;
  const jobs = functionsNamed(facts, W.scheduledJobs.functionPrefix).length;
  const lambda = [
    lambdaLine(facts, W.httpApi, apiCalls, p),
    lambdaLine(facts, W.mediaGate, gets, p),
    lambdaLine(facts, W.webSocket, sessions * 3, p),
    lambdaLine(facts, W.processUpload, newPhotos, p),
    lambdaLine(facts, W.processVideo, newVideos, p),
    lambdaLine(facts, W.detectFaces, faceEngineOf(facts) === 'rekognition' ? newPhotos : 0, p),
    lambdaLine(facts, W.recordMessages, newItems, p),
  ].filter((line): line is CostLine => !!line);
  const jobLine = lambdaLine(facts, W.scheduledJobs, jobs * A.JOB_RUNS_PER_MONTH, p);
  if (jobLine) lambda.push({ ...jobLine, item: `${jobLine.item}, over ${n(families)} families`, usd: jobLine.usd / families });
  monthly.push(...lambda);

  // Faces on the month's new photos, with the stage's engine.
  const engine = faceEngineOf(facts);
  const faceVectors = (profile.photos + newPhotos) * A.FACES_PER_PHOTO;
  const monthlyFaces: FaceWork = { photos: newPhotos, storedFaces: faceVectors, collectionFaces: faceVectors, backToBack: false };
  // Onboarding: the collection grows from none to the library's faces, half of them on average.
  const onboardingFaces: FaceWork = { photos: profile.photos, storedFaces: 0, collectionFaces: (profile.photos * A.FACES_PER_PHOTO) / 2, backToBack: true };
  monthly.push(...faceLines(facts, engine, monthlyFaces, p, 'Faces', facts.pointInTimeRecovery));

  // CloudFront: site files, API responses and the media gate's redirects; the price class sets the blend.
  const outside = facts.priceClass === 'PriceClass_All' ? A.CLOUDFRONT_SHARE_OUTSIDE_NA_EU : 0;
  const cfGb = (sessions * A.SITE_MB_PER_SESSION + (apiCalls * A.API_RESPONSE_KB) / GB) / GB;
  const cfRequests = sessions * A.SITE_REQUESTS_PER_SESSION + apiCalls + gets;
  if (facts.priceClass) {
    monthly.push(
      { group: 'CloudFront', item: `data out (${facts.priceClass}, ${outside * 100}% outside NA/EU)`, quantity: `${cfGb.toFixed(3)} GB`, usd: cfGb * ((1 - outside) * p.cloudFrontNaEuGb.usd + outside * p.cloudFrontOtherGb.usd) },
      { group: 'CloudFront', item: 'HTTPS requests', quantity: `${n(cfRequests)} requests`, usd: (cfRequests / 10_000) * p.cloudFrontHttpsPer10k.usd },
    );
  }
  monthly.push(
    { group: 'API Gateway', item: 'HTTP API requests (API and media gate)', quantity: `${n(apiCalls + gets)} requests`, usd: ((apiCalls + gets) / 1e6) * p.apiHttpMillion.usd },
    { group: 'API Gateway', item: 'WebSocket messages and connection minutes', quantity: `${n(sessions * A.WS_MESSAGES_PER_SESSION)} messages, ${n(sessions * A.SESSION_MINUTES)} min`, usd: ((sessions * A.WS_MESSAGES_PER_SESSION) / 1e6) * p.wsMessageMillion.usd + ((sessions * A.SESSION_MINUTES) / 1e6) * p.wsConnectionMinuteMillion.usd },
  );

  // Queues: the month's messages, and the pollers' empty receives over the stage's consumed queues.
  const consumed = facts.queues.filter((queue) => !/DeadLetter/i.test(queue.id));
  const sqsRequests = newItems * A.SQS_MESSAGES_PER_UPLOAD * A.SQS_REQUESTS_PER_MESSAGE;
  monthly.push(
    { group: 'SQS', item: 'messages', quantity: `${n(sqsRequests)} requests`, usd: (sqsRequests / 1e6) * p.sqsStandardMillion.usd },
    { group: 'SQS', item: `idle polling of ${consumed.length} queues, over ${n(families)} families`, quantity: `${n(consumed.length * A.SQS_IDLE_REQUESTS_PER_QUEUE_MONTH)} requests`, usd: consumed.reduce((total, queue) => total + (A.SQS_IDLE_REQUESTS_PER_QUEUE_MONTH / 1e6) * (queue.fifo ? p.sqsFifoMillion.usd : p.sqsStandardMillion.usd), 0) / families },
  );

  const emails = profile.members * A.EMAILS_PER_MEMBER_MONTH;
  monthly.push(
    { group: 'SES/SNS', item: 'e-mail (SES)', quantity: `${n(emails)} e-mails`, usd: (emails / 1000) * p.sesPer1k.usd },
    { group: 'SES/SNS', item: 'SMS (SNS, US)', quantity: `${A.SMS_PER_FAMILY_MONTH} texts`, usd: A.SMS_PER_FAMILY_MONTH * p.snsSmsUs.usd },
    { group: 'Secrets Manager', item: `${facts.secrets} secrets over ${n(families)} families, and reads`, quantity: `${A.SECRET_CALLS_PER_FAMILY_MONTH} calls`, usd: (facts.secrets * p.secretMonth.usd) / families + (A.SECRET_CALLS_PER_FAMILY_MONTH / 10_000) * p.secretCallsPer10k.usd },
    { group: 'KMS', item: `${facts.kmsKeys} keys over ${n(families)} families, and requests`, quantity: `${A.KMS_REQUESTS_PER_FAMILY_MONTH} requests`, usd: (facts.kmsKeys * p.kmsKeyMonth.usd) / families + (A.KMS_REQUESTS_PER_FAMILY_MONTH / 10_000) * p.kmsRequestsPer10k.usd },
  );
  monthly.push(...eyesLines(facts, { http: apiCalls + gets, webSocket: sessions * 3, queue: newItems * 3, jobs: (jobs * A.JOB_RUNS_PER_MONTH) / families, newItems, cloudFrontRequests: cfRequests }, families, p));

  // Onboarding: the whole library uploaded once.
  const onboarding: CostLine[] = [
    { group: 'S3', item: 'PUTs (original + 3 renditions) and transitions', quantity: `${n(items * putsPerItem)} PUT`, usd: (items * putsPerItem / 1000) * p.s3PutPer1k.usd + (originalsClass === 'INTELLIGENT_TIERING' ? (items / 1000) * p.s3TransitionToItPer1k.usd : 0) },
    ...[lambdaLine(facts, W.httpApi, items * A.API_CALLS_PER_UPLOAD, p), lambdaLine(facts, W.processUpload, profile.photos, p), lambdaLine(facts, W.processVideo, profile.videos, p), lambdaLine(facts, W.detectFaces, engine === 'rekognition' ? profile.photos : 0, p), lambdaLine(facts, W.recordMessages, items, p)].filter((line): line is CostLine => !!line),
    ...faceLines(facts, engine, onboardingFaces, p, 'Faces', facts.pointInTimeRecovery),
    { group: 'DynamoDB', item: 'writes (uploads and the tree import)', quantity: `${n(items * A.WRITE_UNITS_PER_UPLOAD + profile.people * 3)} WRU`, usd: ((items * A.WRITE_UNITS_PER_UPLOAD + profile.people * 3) / 1e6) * p.dynamoWriteMillion.usd },
    { group: 'SQS', item: 'messages', quantity: `${n(items * A.SQS_MESSAGES_PER_UPLOAD * A.SQS_REQUESTS_PER_MESSAGE)} requests`, usd: ((items * A.SQS_MESSAGES_PER_UPLOAD * A.SQS_REQUESTS_PER_MESSAGE) / 1e6) * p.sqsStandardMillion.usd },
    { group: 'API Gateway', item: 'HTTP API requests', quantity: `${n(items * A.API_CALLS_PER_UPLOAD)} requests`, usd: ((items * A.API_CALLS_PER_UPLOAD) / 1e6) * p.apiHttpMillion.usd },
  ];

  // Both engines on this stage, for comparison (-c faceEngine picks one per stage).
  const faceSum = (lines: readonly CostLine[]) => sum(lines.filter((line) => line.group === 'Faces'));
  const faceEngines = ['model', 'rekognition'].map((candidate) => {
    const monthlyFaceCost = sum(faceLines(facts, candidate, monthlyFaces, p, 'Faces', facts.pointInTimeRecovery));
    const onboardingFaceCost = sum(faceLines(facts, candidate, onboardingFaces, p, 'Faces', facts.pointInTimeRecovery));
    return {
      engine: candidate === 'model' ? `in-repo face model (${modelRate(facts, p).label} Lambda)` : 'Rekognition',
      monthly: monthlyFaceCost,
      onboarding: onboardingFaceCost,
      perFamily: sum(monthly) - faceSum(monthly) + monthlyFaceCost,
      onboardingPerFamily: sum(onboarding) - faceSum(onboarding) + onboardingFaceCost,
    };
  });

  // The extra-100 GB add-on: 100 GB more originals at the steady-state blend, billed with the plan (no second fixed card fee).
  const s = A.INTELLIGENT_TIERING_SHARE;
  const perGb = originalsClass === 'INTELLIGENT_TIERING'
    ? s.frequent * p.s3ItFrequentGbMonth.usd + s.infrequent * p.s3ItInfrequentGbMonth.usd + s.archiveInstant * p.s3ItArchiveInstantGbMonth.usd + ((GB / profile.photoMb) / 1000) * p.s3ItMonitoringPer1kObjects.usd
    : p.s3StandardGbMonth.usd;
  const addOnCost = A.ADD_ON_GB * perGb;
  const addOnNet = A.ADD_ON_PRICE_USD * (1 - p.cardPercent.usd);
  const perFamily = sum(monthly);
  const planNet = A.PLAN_PRICE_USD * (1 - p.cardPercent.usd) - p.cardFixed.usd;
  return {
    profile,
    monthly,
    onboarding,
    faceEngine: engine,
    faceEngines,
    addOn: { cost: addOnCost, net: addOnNet, margin: (addOnNet - addOnCost) / addOnNet },
    plan: { net: planNet, margin: (planNet - perFamily) / planNet },
    perFamily,
    onboardingPerFamily: sum(onboarding),
    notes,
  };
}

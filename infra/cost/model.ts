import * as A from './assumptions';
import { PRICES, type Prices } from './prices';
import type { UsageProfile } from './profile';
import { functionsNamed, immediateTransition, type FunctionFacts, type StageFacts } from './read-templates';

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
  readonly faceEngines: readonly { readonly engine: string; readonly monthly: number; readonly onboarding: number }[];
  readonly addOn: { readonly cost: number; readonly net: number; readonly margin: number };
  readonly plan: { readonly net: number; readonly margin: number };
  readonly perFamily: number;
  readonly onboardingPerFamily: number;
  readonly notes: readonly string[];
}

const GB = 1024; // MB in a GB, as S3 and Lambda bill
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

function faceLines(engine: string, photos: number, faceVectors: number, prices: Prices, group: string): CostLine[] {
  if (engine === 'rekognition') {
    const calls = photos * (1 + A.FACES_PER_PHOTO);
    const lines: CostLine[] = [{ group, item: 'Rekognition IndexFaces + SearchFaces', quantity: `${n(calls)} calls (1 + ${A.FACES_PER_PHOTO} a photo)`, usd: calls * prices.rekognitionImage.usd }];
    if (faceVectors > 0) lines.push({ group, item: 'Rekognition face vectors stored', quantity: `${n(faceVectors)} faces`, usd: faceVectors * prices.rekognitionFaceMonth.usd });
    return lines;
  }
  const gbS = photos * A.FACE_MODEL_SECONDS_PER_PHOTO * (A.FACE_MODEL_MEMORY_MB / GB);
  return [{ group, item: 'in-repo face model on Lambda', quantity: `${n(photos)} photos x ${A.FACE_MODEL_SECONDS_PER_PHOTO} s at ${A.FACE_MODEL_MEMORY_MB} MB arm64, ${n(gbS)} GB-s`, usd: gbS * prices.lambdaArmGbSecond.usd + (photos / 10 / 1e6) * prices.lambdaRequestMillion.usd }];
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
    { group: 'S3', item: 'video playback copies, Standard', quantity: `${playbackGb.toFixed(2)} GB`, usd: playbackGb * p.s3StandardGbMonth.usd },
  );
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
  monthly.push(...faceLines(engine, newPhotos, faceVectors, p, 'Faces'));

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
  const invocations = apiCalls + gets + sessions * 3 + newItems * 3;
  const logGb = (invocations * A.LOG_BYTES_PER_INVOCATION) / 1e9;
  monthly.push(
    { group: 'CloudWatch', item: 'logs ingested and kept 30 days', quantity: `${logGb.toFixed(4)} GB`, usd: logGb * (p.logsIngestGb.usd + p.logsStorageGbMonth.usd) },
    { group: 'CloudWatch', item: `${facts.alarms} alarms over ${n(families)} families`, quantity: `${facts.alarms} alarms`, usd: (facts.alarms * p.alarmMonth.usd) / families },
  );

  // Onboarding: the whole library uploaded once.
  const onboarding: CostLine[] = [
    { group: 'S3', item: 'PUTs (original + 3 renditions) and transitions', quantity: `${n(items * putsPerItem)} PUT`, usd: (items * putsPerItem / 1000) * p.s3PutPer1k.usd + (originalsClass === 'INTELLIGENT_TIERING' ? (items / 1000) * p.s3TransitionToItPer1k.usd : 0) },
    ...[lambdaLine(facts, W.httpApi, items * A.API_CALLS_PER_UPLOAD, p), lambdaLine(facts, W.processUpload, profile.photos, p), lambdaLine(facts, W.processVideo, profile.videos, p), lambdaLine(facts, W.detectFaces, engine === 'rekognition' ? profile.photos : 0, p), lambdaLine(facts, W.recordMessages, items, p)].filter((line): line is CostLine => !!line),
    ...faceLines(engine, profile.photos, 0, p, 'Faces'),
    { group: 'DynamoDB', item: 'writes (uploads and the tree import)', quantity: `${n(items * A.WRITE_UNITS_PER_UPLOAD + profile.people * 3)} WRU`, usd: ((items * A.WRITE_UNITS_PER_UPLOAD + profile.people * 3) / 1e6) * p.dynamoWriteMillion.usd },
    { group: 'SQS', item: 'messages', quantity: `${n(items * A.SQS_MESSAGES_PER_UPLOAD * A.SQS_REQUESTS_PER_MESSAGE)} requests`, usd: ((items * A.SQS_MESSAGES_PER_UPLOAD * A.SQS_REQUESTS_PER_MESSAGE) / 1e6) * p.sqsStandardMillion.usd },
    { group: 'API Gateway', item: 'HTTP API requests', quantity: `${n(items * A.API_CALLS_PER_UPLOAD)} requests`, usd: ((items * A.API_CALLS_PER_UPLOAD) / 1e6) * p.apiHttpMillion.usd },
  ];

  const faceEngines = ['rekognition', 'local'].map((candidate) => ({
    engine: candidate === 'local' ? 'in-repo face model (arm64 Lambda)' : 'Rekognition',
    monthly: sum(faceLines(candidate, newPhotos, candidate === 'rekognition' ? faceVectors : 0, p, 'Faces')),
    onboarding: sum(faceLines(candidate, profile.photos, 0, p, 'Faces')),
  }));

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

/**
 * Every assumption of the cost model that is not read from the templates or the usage profile.
 * None is measured in production (nothing is deployed from here); each says where it comes from.
 */

// --- Storage --------------------------------------------------------------------------------

/** Average original video, MB: issue 33's $2.67 of S3 Standard for all originals is ~116 GB, 78 GB of it the photos, over 200 videos. */
export const VIDEO_AVERAGE_MB = 190;
/** Average playback copy of a video, MB: a 720p H.264 copy at ~5 Mbit/s of a ~90 s family clip (assumption). */
export const PLAYBACK_COPY_MB = 60;
/** Renditions, one file per size (lambdas/domain/media/photo-view.ts: 64, 300, 1600), KB: typical sizes of photos at those widths (assumption). */
export const RENDITION_KB = { webp64: 3, webp300: 25, jpeg1600: 350 } as const;
/**
 * Steady-state share of original bytes in each Intelligent-Tiering tier. Objects move to infrequent
 * after 30 days and archive instant after 90 without access; a library built over years is mostly
 * untouched: the month's uploads (~1%) plus originals opened lately (assumption).
 */
export const INTELLIGENT_TIERING_SHARE = { frequent: 0.1, infrequent: 0.1, archiveInstant: 0.8 } as const;
/** DynamoDB bytes per photo, base item and its index entries (7 GSIs, table-definition.ts; assumption). */
export const DYNAMO_BYTES_PER_PHOTO = 2_500;
/** DynamoDB bytes per person in the tree, person, events and links (assumption). */
export const DYNAMO_BYTES_PER_PERSON = 3_000;

// --- Activity ---------------------------------------------------------------------------------

/** New photos and videos a month as a share of the library (a 20,000-photo family adds ~200 a month; assumption). */
export const MONTHLY_GROWTH_SHARE = 0.01;
/** App sessions per member a month (assumption: a few visits a week). */
export const SESSIONS_PER_MEMBER_MONTH = 12;
/** API calls per session, besides pictures (assumption). */
export const API_CALLS_PER_SESSION = 30;
/** Thumbnails (64 and 300 px) fetched per session through the media gate, not in the browser's cache (assumption). */
export const THUMBNAILS_PER_SESSION = 80;
/** 1600 px pictures opened per session (assumption). */
export const LARGE_VIEWS_PER_SESSION = 5;
/** Originals downloaded and videos played per member a month (assumption). */
export const ORIGINAL_DOWNLOADS_PER_MEMBER_MONTH = 2;
export const VIDEO_PLAYS_PER_MEMBER_MONTH = 2;
/** Site files (the built client) out of CloudFront per session, MB, after the browser's cache (assumption). */
export const SITE_MB_PER_SESSION = 0.5;
/** Site file requests per session (assumption). */
export const SITE_REQUESTS_PER_SESSION = 10;
/** Average API response, KB (assumption). */
export const API_RESPONSE_KB = 8;
/** Minutes a session keeps its WebSocket open, and messages pushed to it (assumption). */
export const SESSION_MINUTES = 15;
export const WS_MESSAGES_PER_SESSION = 10;
/** DynamoDB read units per API call and write units per mutating call; the share of calls that write (assumption). */
export const READ_UNITS_PER_API_CALL = 10;
export const WRITE_UNITS_PER_WRITE_CALL = 4;
export const WRITE_CALL_SHARE = 0.2;
/** DynamoDB write units to record one upload: photo, totals, counters, index entries, faces (assumption). */
export const WRITE_UNITS_PER_UPLOAD = 12;
/** API calls to upload one file: ask for a presigned link, then report it done (the upload flow). */
export const API_CALLS_PER_UPLOAD = 2;
/** SQS messages per uploaded file (processing, faces, messages), each sent, received and deleted. */
export const SQS_MESSAGES_PER_UPLOAD = 3;
export const SQS_REQUESTS_PER_MESSAGE = 3;
/** Empty receives a month per consumed queue: Lambda's event source keeps ~5 long polls of 20 s open (AWS docs on SQS event sources). */
export const SQS_IDLE_REQUESTS_PER_QUEUE_MONTH = 650_000;
/** E-mails per member a month (digests, sign-in codes) and texts per family a month (assumption). */
export const EMAILS_PER_MEMBER_MONTH = 4;
export const SMS_PER_FAMILY_MONTH = 0.5;
/** Secrets Manager reads and KMS requests per family a month (cold starts, provider tokens; assumption). */
export const SECRET_CALLS_PER_FAMILY_MONTH = 20;
export const KMS_REQUESTS_PER_FAMILY_MONTH = 10;
/** CloudWatch Logs bytes per invocation (START, END, REPORT and one structured line); kept as long as its group's retention in the template. */
export const LOG_BYTES_PER_INVOCATION = 1_000;
/** EMF records an upload leads to (uploads processed, faces found) and the bytes of one (Powertools Metrics; assumption). */
export const EMF_RECORDS_PER_UPLOAD = 2;
export const EMF_RECORD_BYTES = 400;
/** One API access log line: the HTTP API's JSON format with its ten fields (~350 bytes; assumption). */
export const ACCESS_LOG_BYTES_PER_REQUEST = 400;
/** One CloudFront standard log line as stored (~500 bytes, gzip about 3:1; assumption). */
export const CLOUDFRONT_LOG_BYTES_PER_REQUEST = 170;
/** X-Ray's default sampling rule: the first request each second, then 5% of the others (X-Ray docs). */
export const XRAY_RESERVOIR_PER_SECOND = 1;
export const XRAY_SAMPLED_SHARE = 0.05;
/** Share of viewers outside North America and Europe when the price class is PriceClass_All (assumption). */
export const CLOUDFRONT_SHARE_OUTSIDE_NA_EU = 0.15;

// --- Lambda work: the function (logical id prefix in the template), a duration and the batch ---

export interface WorkKind {
  readonly name: string;
  /** Logical id prefix of the functions doing it; the first matching kind takes a function. */
  readonly functionPrefix: string;
  /** Seconds of billed duration per unit of work (a request, a photo, a video, a run). */
  readonly secondsPerUnit: number;
  /** Units per invocation (an SQS batch). */
  readonly unitsPerInvocation: number;
}

/** Stated durations (assumptions, from the work each does; not measured). */
export const WORK = {
  mediaGate: { name: 'media gate (GET /media, redirect)', functionPrefix: 'HttpPhotosGetMedia', secondsPerUnit: 0.03, unitsPerInvocation: 1 },
  httpApi: { name: 'HTTP API routes', functionPrefix: 'Http', secondsPerUnit: 0.08, unitsPerInvocation: 1 },
  webSocket: { name: 'WebSocket routes', functionPrefix: 'Ws', secondsPerUnit: 0.02, unitsPerInvocation: 1 },
  processUpload: { name: 'process upload (3 renditions a photo)', functionPrefix: 'QueueProcessUpload', secondsPerUnit: 2.5, unitsPerInvocation: 10 },
  processVideo: { name: 'process video (playback copy)', functionPrefix: 'QueueProcessVideo', secondsPerUnit: 60, unitsPerInvocation: 1 },
  detectFaces: { name: 'detect faces (calls Rekognition)', functionPrefix: 'QueueDetectFaces', secondsPerUnit: 0.6, unitsPerInvocation: 10 },
  recordMessages: { name: 'record messages', functionPrefix: 'QueueRecordMessages', secondsPerUnit: 0.05, unitsPerInvocation: 10 },
  scheduledJobs: { name: 'scheduled jobs (whole stage)', functionPrefix: 'Job', secondsPerUnit: 2, unitsPerInvocation: 1 },
} as const satisfies Record<string, WorkKind>;

/** Runs a month of each scheduled job: most run every 15 minutes, some every 5 or hourly (stateless stack's schedules). */
export const JOB_RUNS_PER_MONTH = 4 * 730;

/**
 * The in-repo face model in the faces consumer: seconds per photo and to load it in a cold container.
 * Measured on the labelled set at 1600 px (2026-12-03, @vladmandic/face-api, a two-core x86_64 dev
 * machine, one thread): 0.53 s a photo p50 and 0.87 s p95 when idle (`npm run bench -- faces`),
 * 1.25 s on average with the machine loaded; 0.8-2.4 s to load. Stated with a margin; its memory
 * and CPU are read from the template (face-model-processing.ts).
 */
export const FACE_MODEL_SECONDS_PER_PHOTO = 1.2;
export const FACE_MODEL_LOAD_SECONDS = 5;
/** Bytes of one stored embedding item (128 float32, keys and image id) in the table. */
export const FACE_EMBEDDING_ITEM_BYTES = 750;
/**
 * The family collections read by the faces consumer (model-face-recognition.ts): a container reads a
 * family's collection whole the first time it serves the family (or after a deletion or a move in),
 * then each search Queries only the faces made within NEW_FACES_MARGIN_MS of the newest it holds.
 * Photos processed back to back (onboarding) keep the consumer's containers warm: any of its
 * maxConcurrency containers may take the family's next batch, so each reads it whole once, and again
 * when Lambda replaces it, assumed every FACES_CONTAINER_HOURS of work (Lambda states no lifetime;
 * a few hours is what is commonly seen, so this errs high). A month's uploads come hours apart, so
 * each of their batches is assumed to find a cold container and read the collection whole (errs high).
 */
export const FACES_CONTAINER_HOURS = 2;
/** Faces per photo: issue 33's $50.50 of Rekognition for 20,000 photos is 20,000 IndexFaces plus ~30,500 SearchFaces (one a face). */
export const FACES_PER_PHOTO = 1.5;

// --- Plans ----------------------------------------------------------------------------------

/** The plan's monthly price and the extra-100 GB add-on, USD (the plans page). */
export const PLAN_PRICE_USD = 4.99;
export const ADD_ON_PRICE_USD = 0.99;
export const ADD_ON_GB = 100;
/** Hours in a month, as AWS bills. */
export const HOURS_PER_MONTH = 730;

import type { Node } from 'constructs';
import type { CustomDomain } from '../constructs/web-hosting';

/**
 * Everything that differs between stages, read from CDK context:
 *   -c stage=prod                        which stack set (default dev)
 *   -c domainName=photos.example.com     serve the app on a custom domain ...
 *   -c certificateArn=arn:aws:acm:us-east-1:...   ... with this certificate (required with it)
 *   -c appOrigin=https://...             the app's origin, when it is not https://<domainName>
 *   -c alarmEmail=ops@example.com        who hears about dead letters
 *   -c mailFrom=no-reply@example.com     the verified SES sender (default no-reply@<domainName>)
 *   -c ffmpegLayerArn=arn:aws:lambda:...  an x86_64 layer with ffmpeg and ffprobe in bin/, for videos
 *   -c googleClientId=...apps.googleusercontent.com    turns on "Continue with Google"
 *   -c dropboxAppKey=...                                 turns on importing from Dropbox (redirect URI: https://<domain>/dropbox)
 *   -c googlePhotosClientId=... -c googlePhotosClientSecretName=heirloom/prod/google-photos   turn on importing from Google Photos
 *                                        (redirect URI: https://<domain>/google); the client secret lives in that Secrets Manager secret
 *   -c facebookPhotosAppId=... -c facebookPhotosAppSecretName=heirloom/prod/facebook-photos  turn on importing from Facebook
 *                                        (redirect URI: https://<domain>/facebook_photos); the app secret lives in that secret
 *   -c facebookAppId=... -c facebookAppSecretName=heirloom/prod/facebook   turn on "Continue with Facebook" (the app secret in that secret)
 *   Secrets are never given as context: they would be written into the templates and every function's environment.
 *   -c mapTileUrl=https://.../{z}/{x}/{y}.png -c mapTileAttribution=...   raster tiles over the offline basemap
 *   -c webPushPublicKey=... -c webPushPrivateKeySecret=heirloom/prod/web-push   turn on Web Push (VAPID key pair; the
 *                                        private key lives in that Secrets Manager secret, created by hand)
 *   -c faceEngine=model|rekognition      who finds and matches faces: the in-repo model in a Lambda (default:
 *                                        onboarding a 20,000-photo family costs ~$1 of GB-seconds against ~$50 of
 *                                        Rekognition calls, `npm run cost`) or Amazon Rekognition
 *   -c rekognitionCallsPerSecond=50      the account's Rekognition calls a second in the stage's region (Service Quotas;
 *                                        about 50 in the large regions); default 5, the smallest regional quota
 *   -c siteDir=path/to/dist              deploy the web build in this folder (default: web/dist, when it has been built)
 *   -c tableIndexes=5                    the table's first N indexes only: DynamoDB builds one new index per
 *                                        update, so a stage made before later indexes existed steps up one deploy at a time
 */
export interface StageConfig {
  readonly stage: string;
  /** Production keeps its data when stacks are deleted and protects the table from deletion. */
  readonly isProduction: boolean;
  /**
   * The browser origin of the web app, for CORS on direct uploads and for links the app sends.
   * The CloudFront default domain cannot be used here: the web stack depends on the API stack, so
   * the API cannot depend on the web stack in return. Without a configured origin the uploads bucket
   * accepts presigned PUTs from any origin (the signature is the credential) and APP_ORIGIN is '*'.
   */
  readonly appOrigin: string | undefined;
  readonly customDomain: CustomDomain | undefined;
  readonly alarmEmail: string | undefined;
  /** Sender of account mail; SES must have the address or its domain verified. */
  readonly mailFrom: string | undefined;
  /** The Lambda layer (version ARN) that brings ffmpeg and ffprobe to the upload processor. */
  readonly ffmpegLayerArn: string | undefined;
  /** Sign-in providers: each is on only when configured (the web build needs the matching VITE_ ids). */
  /** Photo sources: the stage's Dropbox app (its app key). Without it the Dropbox picker says it is not set up. */
  readonly photoSources: {
    readonly dropboxAppKey?: string;
    readonly googlePhotosClientId?: string;
    /** Names of Secrets Manager secrets, never the secrets themselves. */
    readonly googlePhotosClientSecretName?: string;
    readonly facebookPhotosAppId?: string;
    readonly facebookPhotosAppSecretName?: string;
  };
  readonly socialSignIn: { readonly googleClientId?: string; readonly facebookAppId?: string; readonly facebookAppSecretName?: string };
  /** Raster tiles the maps draw over their offline basemap (written beside the site as map-tiles.json). */
  readonly mapTiles: MapTilesConfig | undefined;
  /** Web Push (VAPID): the public key, and the name of the secret holding the private key. Off without them. */
  readonly webPush: WebPushConfig | undefined;
  /** How many of TABLE_INDEXES the table has (all of them unless an upgrade steps up to them). */
  readonly tableIndexes: number | undefined;
  /**
   * The Rekognition calls a second the app may make in this stage's account and region: the face
   * consumers' containers are paced so that together they stay below it (infra/stacks/rekognition-pace.ts).
   */
  readonly rekognitionCallsPerSecond: number;
  /** Who finds and matches faces in this stage (FACE_ENGINES). */
  readonly faceEngine: FaceEngine;
  /** The web build to deploy; without one (and no web/dist) the web stack has no site files. */
  readonly siteDir: string | undefined;
}

/**
 * 'model': the face model shipped in npm (@vladmandic/face-api, lambdas/adapters/local/face-model.ts)
 * runs in the faces consumer and keeps embeddings in the table; no Rekognition call, role or
 * pacing. 'rekognition': Amazon Rekognition collections, paced below the account's rate.
 */
export const FACE_ENGINES = ['model', 'rekognition'] as const;
export type FaceEngine = (typeof FACE_ENGINES)[number];
/**
 * The model: it meets issue 33's cost aim (onboarding <= $10 a family) where Rekognition's ~2.5 calls
 * a photo alone cost ~$50 for 20,000 photos; the grouping rules read both on one scale (match-rules.ts).
 */
export const DEFAULT_FACE_ENGINE: FaceEngine = 'model';

/** Rekognition's smallest per-region quota (calls a second): safe wherever a stage is deployed. */
export const DEFAULT_REKOGNITION_CALLS_PER_SECOND = 5;

export interface WebPushConfig {
  /** base64url of the uncompressed P-256 public key (65 bytes), as `web-push generate-vapid-keys` prints it. */
  readonly publicKey: string;
  readonly privateKeySecretName: string;
}

export interface MapTilesConfig {
  readonly url: string;
  /** The tile provider's credit (HTML), shown in the map's corner. */
  readonly attribution: string;
}

const PRODUCTION_STAGES = new Set(['prod', 'production']);

export function readStageConfig(node: Node): StageConfig {
  const stage = stringContext(node, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(`Stage "${stage}" must be lower-case letters, digits and dashes, starting with a letter (at most 16)`);
  }
  const domainName = stringContext(node, 'domainName');
  const certificateArn = stringContext(node, 'certificateArn');
  if (domainName && !certificateArn) throw new Error('-c domainName needs -c certificateArn (an ACM certificate in us-east-1)');
  const appOrigin = stringContext(node, 'appOrigin') ?? (domainName ? `https://${domainName}` : undefined);
  if (appOrigin !== undefined && !/^https?:\/\/[^/]+$/.test(appOrigin)) {
    throw new Error(`appOrigin "${appOrigin}" must be a scheme and host, without a path`);
  }
  return {
    stage,
    isProduction: PRODUCTION_STAGES.has(stage),
    appOrigin,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    alarmEmail: stringContext(node, 'alarmEmail'),
    mailFrom: stringContext(node, 'mailFrom') ?? (domainName ? `no-reply@${domainName}` : undefined),
    ffmpegLayerArn: stringContext(node, 'ffmpegLayerArn'),
    socialSignIn: socialSignIn(node),
    photoSources: {
      dropboxAppKey: stringContext(node, 'dropboxAppKey'),
      googlePhotosClientId: stringContext(node, 'googlePhotosClientId'),
      googlePhotosClientSecretName: secretNameContext(node, 'googlePhotosClientSecret'),
      facebookPhotosAppId: stringContext(node, 'facebookPhotosAppId'),
      facebookPhotosAppSecretName: secretNameContext(node, 'facebookPhotosAppSecret'),
    },
    mapTiles: mapTiles(node),
    webPush: webPush(node),
    tableIndexes: tableIndexes(node),
    rekognitionCallsPerSecond: rekognitionCallsPerSecond(node),
    faceEngine: faceEngine(node),
    siteDir: stringContext(node, 'siteDir'),
  };
}

function faceEngine(node: Node): FaceEngine {
  const value = stringContext(node, 'faceEngine') ?? DEFAULT_FACE_ENGINE;
  if (!(FACE_ENGINES as readonly string[]).includes(value)) throw new Error(`faceEngine "${value}" must be one of ${FACE_ENGINES.join(', ')}`);
  return value as FaceEngine;
}

function rekognitionCallsPerSecond(node: Node): number {
  const value = stringContext(node, 'rekognitionCallsPerSecond');
  if (value === undefined) return DEFAULT_REKOGNITION_CALLS_PER_SECOND;
  if (!/^[1-9][0-9]{0,3}$/.test(value)) throw new Error(`rekognitionCallsPerSecond "${value}" must be a whole number of calls a second, such as 50`);
  return Number(value);
}

function tableIndexes(node: Node): number | undefined {
  const value = stringContext(node, 'tableIndexes');
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]?$/.test(value)) throw new Error(`tableIndexes "${value}" must be a number of indexes, such as 5`);
  return Number(value);
}

function webPush(node: Node): WebPushConfig | undefined {
  const publicKey = stringContext(node, 'webPushPublicKey');
  const privateKeySecretName = stringContext(node, 'webPushPrivateKeySecret');
  if (!publicKey && !privateKeySecretName) return undefined;
  if (!publicKey || !privateKeySecretName) throw new Error('-c webPushPublicKey and -c webPushPrivateKeySecret go together');
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !publicKey.startsWith('B')) {
    throw new Error('webPushPublicKey must be a VAPID public key: base64url of an uncompressed P-256 point (87 characters, starting with B)');
  }
  return { publicKey, privateKeySecretName };
}

function mapTiles(node: Node): MapTilesConfig | undefined {
  const url = stringContext(node, 'mapTileUrl');
  const attribution = stringContext(node, 'mapTileAttribution');
  if (!url) {
    if (attribution) throw new Error('-c mapTileAttribution needs -c mapTileUrl');
    return undefined;
  }
  if (!/^https:\/\/\S+$/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`mapTileUrl "${url}" must be an https address with {z}, {x} and {y} in it`);
  }
  if (!attribution) throw new Error('-c mapTileUrl needs -c mapTileAttribution (the tile provider asks for its credit)');
  return { url, attribution };
}

function socialSignIn(node: Node): StageConfig['socialSignIn'] {
  const googleClientId = stringContext(node, 'googleClientId');
  const facebookAppId = stringContext(node, 'facebookAppId');
  const facebookAppSecretName = secretNameContext(node, 'facebookAppSecret');
  if (Boolean(facebookAppId) !== Boolean(facebookAppSecretName)) throw new Error('-c facebookAppId and -c facebookAppSecretName go together');
  return { googleClientId, facebookAppId, facebookAppSecretName };
}

/** `-c <secret>Name=...`: the name of the Secrets Manager secret; the secret itself as context is refused. */
function secretNameContext(node: Node, secret: string): string | undefined {
  if (node.tryGetContext(secret) !== undefined) {
    throw new Error(`-c ${secret} would write the secret into the templates: store it in Secrets Manager and pass -c ${secret}Name=<the secret's name>`);
  }
  return stringContext(node, `${secret}Name`);
}

function stringContext(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

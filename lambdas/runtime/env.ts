/**
 * The environment every function receives. The CDK stack sets these from the resources it creates;
 * the local runtime sets them to its stand-ins. Reading them through one function means a missing
 * variable fails loudly at cold start instead of as an undefined deep inside a request.
 */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  mediaBucket: 'MEDIA_BUCKET',
  /** S3 notifications of new uploads; its consumer makes photos and documents and routes the rest. */
  processingQueueUrl: 'PROCESSING_QUEUE_URL',
  /** Uploaded videos, one a batch (lambdas/queue/consumers.ts). */
  videosQueueUrl: 'VIDEOS_QUEUE_URL',
  /** Uploaded archives, a slice of entries a message. */
  archivesQueueUrl: 'ARCHIVES_QUEUE_URL',
  /** Uploaded GEDCOM files to import into the tree. */
  gedcomImportsQueueUrl: 'GEDCOM_IMPORTS_QUEUE_URL',
  deleteQueueUrl: 'DELETE_QUEUE_URL',
  fixQueueUrl: 'FIX_QUEUE_URL',
  /** Photos whose faces are to be found and grouped (after processing, and the backfill). */
  facesQueueUrl: 'FACES_QUEUE_URL',
  /** 'rekognition' in AWS; 'local' runs the face model shipped in npm (the local runtime and tests). */
  faceRecognition: 'FACE_RECOGNITION',
  familyQueueUrl: 'FAMILY_QUEUE_URL',
  /** Provider items (Dropbox, Google, Facebook) the back end fetches into the uploads bucket. */
  importsQueueUrl: 'IMPORTS_QUEUE_URL',
  /** 'Remove this import' jobs (a GEDCOM file's items taken back out of a tree). */
  importRemovalQueueUrl: 'IMPORT_REMOVAL_QUEUE_URL',
  /** GEDCOM export jobs: each message writes one family's tree file into the media bucket's exports/ prefix. */
  exportsQueueUrl: 'EXPORTS_QUEUE_URL',
  /** Downloads of a selection: each message zips (or goes on zipping) one member's chosen photos into the exports/ prefix. */
  downloadsQueueUrl: 'DOWNLOADS_QUEUE_URL',
  /** What happened that people should hear about (shared/contracts/messages.ts messageEvent). */
  messagesQueueUrl: 'MESSAGES_QUEUE_URL',
  /** https endpoint of the WebSocket API's management (post to connection) API. */
  wsManagementEndpoint: 'WS_MANAGEMENT_ENDPOINT',
  /** The origin the web client is served from, for CORS and e-mailed links. */
  appOrigin: 'APP_ORIGIN',
  /** The verified SES sender of account mail. */
  mailFrom: 'MAIL_FROM',
} as const;

export type EnvKey = keyof typeof ENV;

export function readEnv(key: EnvKey): string {
  const value = process.env[ENV[key]];
  if (!value) throw new Error(`Environment variable ${ENV[key]} is not set`);
  return value;
}

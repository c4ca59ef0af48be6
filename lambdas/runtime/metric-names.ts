/** The product's own metrics by name, shared by the runtime that records them and the dashboard that shows them (no Powertools here: infra imports it). */
export const METRICS_SERVICE = 'heirloom';
export const metricsNamespace = (stage: string) => `Heirloom/${stage}`;

/** Their names in CloudWatch (infra/constructs/stage-dashboard.ts graphs them). */
export const PRODUCT_METRICS = {
  /** A photo, video or document stored from an upload. */
  uploadsProcessed: 'UploadsProcessed',
  /** An upload given up on (unreadable, or out of retries). */
  uploadsFailed: 'UploadsFailed',
  /** Faces found in a scanned photo. */
  facesFound: 'FacesFound',
  /** A family-tree (GEDCOM) file or a Takeout/Facebook archive imported to the end. */
  importsFinished: 'ImportsFinished',
} as const;

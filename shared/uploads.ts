import { PRODUCT_NAME } from './constants';

/**
 * Upload rules (spec 000 section 5, 001 section 5): the accepted extensions, matched without
 * regard to case; anything else is silently dropped by the client and refused by the server.
 */
export const UPLOAD_EXTENSIONS = [
  'jpeg', 'jpe', 'jpg', 'gif', 'png', 'webp', 'raw', 'tif', 'tiff', 'heic', 'pdf',
  'mp4', 'webm', 'mpg', 'mp2', 'mpeg', 'mpe', 'mpv', 'ogg', 'm4v', 'm4p', 'avi', 'wmv', 'mov', 'qt', 'flv', 'avchd', 'ged',
  // A Google Takeout or Facebook 'Download your information' archive, imported photo by photo.
  'zip',
  // A GEDZIP: a GEDCOM 7 family tree zipped with its photos and documents.
  'gdz',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export type UploadKind = 'image' | 'video' | 'pdf' | 'gedcom' | 'archive';

const KIND_BY_EXTENSION: Record<UploadExtension, UploadKind> = {
  jpeg: 'image', jpe: 'image', jpg: 'image', gif: 'image', png: 'image', webp: 'image', raw: 'image', tif: 'image', tiff: 'image', heic: 'image',
  pdf: 'pdf',
  mp4: 'video', webm: 'video', mpg: 'video', mp2: 'video', mpeg: 'video', mpe: 'video', mpv: 'video', ogg: 'video', m4v: 'video', m4p: 'video',
  avi: 'video', wmv: 'video', mov: 'video', qt: 'video', flv: 'video', avchd: 'video',
  ged: 'gedcom',
  zip: 'archive',
  gdz: 'archive',
};

/**
 * Content types a browser may report for each kind. Browsers often send an empty type or
 * application/octet-stream for HEIC, RAW, GEDCOM and some videos; the server signs the type the
 * upload will carry, and the processor trusts only the bytes it reads.
 */
const CONTENT_TYPES: Record<UploadKind, RegExp> = {
  image: /^(image\/[\w.+-]+|application\/octet-stream)$/,
  video: /^(video\/[\w.+-]+|application\/(octet-stream|ogg|vnd\.rn-realmedia|x-flash-video|mp4))$/,
  pdf: /^(application\/(pdf|x-pdf|octet-stream))$/,
  gedcom: /^(text\/[\w.+-]+|application\/(octet-stream|x-gedcom))$/,
  archive: /^(application\/(zip|x-zip|x-zip-compressed|octet-stream)|multipart\/x-zip)$/,
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function uploadKind(fileName: string): UploadKind | null {
  const extension = extensionOf(fileName);
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? KIND_BY_EXTENSION[extension as UploadExtension] : null;
}

export function isAcceptedUpload(fileName: string): boolean {
  return uploadKind(fileName) !== null;
}

export function contentTypeAllowed(fileName: string, contentType: string): boolean {
  const kind = uploadKind(fileName);
  return kind !== null && CONTENT_TYPES[kind].test(contentType.toLowerCase());
}

/** The accept filters of the three pickers (001 section 5). */
export const ACCEPT_FILTERS = {
  gedcom: '.ged,.gdz',
  archive: '.zip,application/zip',
  photo: 'image/*,.heic',
  document: 'image/*,application/pdf,.pdf,.heic',
  any: UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(','),
} as const;

export const UPLOAD_REQUIRES_PAID_PLAN = `Uploads require a paid version of ${PRODUCT_NAME}`;
/** Spelling as given in the spec. */
export const NOT_ENOUGH_SPACE = 'You do not have enough availble space to upload this file';

/** Largest single file accepted (a long family video); storage quota applies on top. */
export const MAX_UPLOAD_BYTES = 10 * 1024 ** 3;

/**
 * The most files (of any kind, folders aside) an uploaded archive may hold. A Google Takeout or
 * Facebook export split into 2 GB parts stays far below it; a larger zip is refused with a message
 * asking for smaller parts, before anything in it is read.
 */
export const MAX_ARCHIVE_ENTRIES = 50_000;

import type { UploadUrlRequest, UploadUrlResponse } from '@heirloom/shared/contracts/uploads';
import { canUpload, totalStorage } from '@heirloom/shared/plans';
import { contentTypeAllowed, NOT_ENOUGH_SPACE, UPLOAD_REQUIRES_PAID_PLAN, uploadKind } from '@heirloom/shared/uploads';
import { ulid } from 'ulid';
import type { AccountStore } from '../../ports/accounts';
import { QuotaExceeded, type UploadRecord, type UploadSigner, type UploadSource, type UploadStore } from '../../ports/uploads';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from '../errors';
import { UPLOAD_DEADLINE_MS } from './abandon-uploads';
import { uploadObjectKey } from './object-keys';

export interface UploadUrlDeps {
  accounts: AccountStore;
  uploads: UploadStore;
  signer: UploadSigner;
  now: () => number;
}

/** A presigned PUT lives long enough for a slow connection to start, and no longer. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * Decides on the server whether a file may be uploaded: the plan, the file type and the space
 * left (reserved atomically, so parallel uploads cannot overrun the quota). Nothing is taken
 * from the client's word but the name, type and size, and storage enforces the latter two.
 */
export async function requestUploadUrl(deps: UploadUrlDeps, userId: string, request: UploadUrlRequest): Promise<UploadUrlResponse> {
  const { user, quota } = await uploadAllowance(deps, userId);
  if (!uploadKind(request.name)) throw new ValidationError('This kind of file cannot be uploaded', { name: ['This kind of file cannot be uploaded'] });
  if (!contentTypeAllowed(request.name, request.contenttype)) {
    throw new ValidationError('The file type does not match its name', { contenttype: ['The file type does not match its name'] });
  }

  let upload;
  if (request.upload_id) {
    upload = await deps.uploads.get(request.upload_id);
    if (!upload || upload.ownerId !== userId) throw new NotFoundError('That upload does not exist');
    if (upload.size !== request.size || upload.name !== request.name) throw new ConflictError('That upload was for another file');
    if (upload.status === 'processing' || upload.status === 'complete') throw new ConflictError('This file has already been uploaded');
    if (upload.status === 'failed') await reserveOrRefuse(() => deps.uploads.reserveAgain(upload!.uploadId, userId, upload!.size, quota));
  } else {
    if (request.size > quota - user.spaceCommitted) throw new PayloadTooLargeError(NOT_ENOUGH_SPACE);
    const uploadId = ulid();
    upload = {
      uploadId,
      ownerId: userId,
      objectKey: uploadObjectKey(userId, uploadId, request.name),
      name: request.name,
      size: request.size,
      contentType: request.contenttype,
      status: 'uploading' as const,
      error: null,
      processedETag: null,
      itemType: null,
      itemId: null,
      createdAt: deps.now(),
    };
    await reserveOrRefuse(() => deps.uploads.reserve(upload!, quota));
  }

  await deps.uploads.setDeadline(upload.uploadId, userId, deps.now() + UPLOAD_DEADLINE_MS);
  const url = await deps.signer.signPut(upload.objectKey, upload.contentType, upload.size, UPLOAD_URL_TTL_SECONDS);
  return { url, headers: { 'content-type': upload.contentType }, upload_id: upload.uploadId, key: upload.objectKey, system: 'own', expires_in: UPLOAD_URL_TTL_SECONDS };
}

/** The plan check every upload and import passes: a paid plan or a running trial, and the space it gives. */
async function uploadAllowance(deps: Pick<UploadUrlDeps, 'accounts' | 'now'>, userId: string) {
  const user = await deps.accounts.getUser(userId);
  if (!user || user.status !== 'active') throw new NotFoundError('That account does not exist');
  const plan = { customer_plan: user.customerPlan, trial_expired: user.trialExpired || (user.trialEnd !== null && user.trialEnd <= deps.now()), free_space: user.freeSpace, paid_space: user.paidSpace };
  if (!canUpload(plan)) throw new ForbiddenError(UPLOAD_REQUIRES_PAID_PLAN);
  return { user, quota: totalStorage(plan) };
}

/**
 * A file the back end fetched from a provider: the same plan and space checks as a browser
 * upload, its bytes reserved, and the upload marked as coming from that provider. The caller puts
 * the bytes at the returned key; the processing pipeline takes it from there.
 */
export async function reserveImportedUpload(
  deps: Pick<UploadUrlDeps, 'accounts' | 'uploads' | 'now'>,
  userId: string,
  file: { name: string; size: number; contentType: string; source: UploadSource },
): Promise<UploadRecord> {
  const { user, quota } = await uploadAllowance(deps, userId);
  if (file.size > quota - user.spaceCommitted) throw new PayloadTooLargeError(NOT_ENOUGH_SPACE);
  const uploadId = ulid();
  const upload: UploadRecord = {
    uploadId,
    ownerId: userId,
    objectKey: uploadObjectKey(userId, uploadId, file.name),
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    status: 'uploading',
    error: null,
    processedETag: null,
    itemType: null,
    itemId: null,
    createdAt: deps.now(),
    source: file.source,
  };
  await reserveOrRefuse(() => deps.uploads.reserve(upload, quota));
  return upload;
}

async function reserveOrRefuse(reserve: () => Promise<void>) {
  try {
    await reserve();
  } catch (error) {
    if (error instanceof QuotaExceeded) throw new PayloadTooLargeError(NOT_ENOUGH_SPACE);
    throw error;
  }
}

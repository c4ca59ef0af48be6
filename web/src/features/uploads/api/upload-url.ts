import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { UploadUrlRequest, UploadUrlResponse } from '@heirloom/shared/contracts/uploads';
import { api } from '../../../lib/api-client';

/**
 * POST /upload_url: the server checks plan, type and space, reserves the space and signs a PUT.
 * With `upload_id` it signs a fresh URL for the same upload (a retry), never a second item.
 */
export const requestUploadUrl = (body: UploadUrlRequest, signal?: AbortSignal): Promise<UploadUrlResponse> =>
  api(endpoints.uploadUrl, body, { signal });

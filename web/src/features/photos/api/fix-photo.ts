import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { FixType } from '@heirloom/shared/contracts/photos';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePendingFixes } from '../stores/pending-fixes';

/**
 * POST /photo/{id}/fix: Correct Image (color_correct) or Remove Noise (denoise). The server
 * queues the work; the corrected pictures arrive later as a realtime photo_updated.
 */
export function useFixPhoto() {
  const start = usePendingFixes((state) => state.start);
  return useMutation({
    mutationFn: ({ id, fixType }: { id: string; fixType: FixType }) => api(endpoints.fixPhoto, { fix_type: fixType }, { params: { id } }),
    onSuccess: (_queued, { id, fixType }) => start(id, fixType),
  });
}

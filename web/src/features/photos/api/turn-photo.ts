import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePendingFixes } from '../stores/pending-fixes';

/**
 * POST /photo/{id}/rotate: a quarter turn left or right. The server queues it; the turned pictures
 * (and faces) arrive later as a realtime photo_updated, as a correction's do.
 */
export function useTurnPhoto() {
  const start = usePendingFixes((state) => state.start);
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'left' | 'right' }) => api(endpoints.rotatePhoto, { direction }, { params: { id } }),
    onSuccess: (_queued, { id }) => start(id, 'turn'),
  });
}

import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { TimelineResponse } from '@heirloom/shared/contracts/timeline';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timelineKeys } from './keys';

/** POST /event/{eventId}/image/{photoId}: attaches a photo to an event; the loaded timelines follow. */
export function useAttachPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, photoId }: { eventId: string; photoId: string }) => api(endpoints.linkEventImage, { params: { id: eventId, imageId: photoId } }),
    onSuccess: (_photo, { eventId, photoId }) => {
      queryClient.setQueriesData<InfiniteData<TimelineResponse>>({ queryKey: timelineKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                events: page.events.map((item) => (item.item_type === 'photo' && item.id === photoId ? { ...item, event_id: eventId } : item)),
              })),
            }
          : data,
      );
    },
  });
}

import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { TimelineItem, TimelineResponse } from '@heirloom/shared/contracts/timeline';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { jumpParam, newerPageParam, olderPageParam, type TimelinePageParam } from '../utils/paging';
import type { TimelineSource } from '../utils/source';
import { timelineKeys } from './keys';

/** GET /events/timeline, /person/{id}/timeline or /event/{id}/timeline: one page, newest first. */
export function getTimelinePage(source: TimelineSource, param: TimelinePageParam, signal?: AbortSignal): Promise<TimelineResponse> {
  switch (source.kind) {
    case 'family':
      return api(endpoints.familyTimeline, param as never, { signal });
    case 'person':
      return api(endpoints.personTimeline, param as never, { params: { id: source.id }, signal });
    case 'event':
      return api(endpoints.eventTimeline, param as never, { params: { id: source.id }, signal });
  }
}

export const timelineQueryOptions = (source: TimelineSource, year: number | null) =>
  infiniteQueryOptions({
    queryKey: timelineKeys.list(source, year),
    queryFn: ({ pageParam, signal }) => getTimelinePage(source, pageParam, signal),
    initialPageParam: jumpParam(year),
    getNextPageParam: (last) => olderPageParam(last),
    getPreviousPageParam: (first, _all, firstParam) => newerPageParam(first, firstParam),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

/** The timeline from a year (or from the newest), growing both ways as it scrolls. */
export function useTimeline(source: TimelineSource, year: number | null) {
  const result = useInfiniteQuery(timelineQueryOptions(source, year));
  const pages = result.data?.pages;
  const items = useMemo<TimelineItem[]>(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.events).filter((item) => {
      const key = `${item.item_type}#${item.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [pages]);
  return { ...result, items };
}

import type { TimelineSource } from '../utils/source';

export const timelineKeys = {
  all: ['timeline'] as const,
  list: (source: TimelineSource, year: number | null) => [...timelineKeys.all, source.kind, source.kind === 'family' ? '' : source.id, year] as const,
};

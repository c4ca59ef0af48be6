import { Box, Button, type BoxProps } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import type { UploadEntry } from '../stores/upload-queue-state';
import { UPLOAD_ROW_HEIGHT, UploadRow } from './upload-row';

/** Up to this many rows are drawn plainly; a longer list (a whole card of photos) is virtualized. */
const VIRTUALIZE_AFTER = 60;

/** The files of the upload queue, in the order they were added, in a scrolling box of its own. */
export function UploadList({ entries, ...boxProps }: { entries: readonly UploadEntry[] } & BoxProps) {
  if (entries.length > VIRTUALIZE_AFTER) return <VirtualUploadList entries={entries} {...boxProps} />;
  return (
    <Box overflowY="auto" {...boxProps}>
      <Box as="ul" listStyleType="none" css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
        {entries.map((entry) => (
          <UploadRow key={entry.id} entry={entry} />
        ))}
      </Box>
    </Box>
  );
}

function VirtualUploadList({ entries, ...boxProps }: { entries: readonly UploadEntry[] } & BoxProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => UPLOAD_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => entries[index]!.id,
  });
  return (
    <Box ref={scrollRef} overflowY="auto" {...boxProps}>
      <Box as="ul" listStyleType="none" position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box as="li" key={item.key} position="absolute" top="0" left="0" w="full" transform={`translateY(${item.start}px)`} borderTopWidth={item.index > 0 ? '1px' : '0'} borderColor="border.muted">
            <UploadRow as="div" entry={entries[item.index]!} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The list's rows: all, or only the failed ones. Failed files sat at the end of a long list, out of
 * reach though the header counted them. The failed rows stay listed while they are retried (so
 * their progress shows), and the whole list comes back once none is failed or shown.
 */
export function useFailedFilter(entries: readonly UploadEntry[]) {
  const [shown, setShown] = useState<ReadonlySet<string> | null>(null);
  const failed = entries.filter((entry) => entry.status === 'error');
  const rows = shown ? entries.filter((entry) => entry.status === 'error' || shown.has(entry.id)) : entries;
  const onlyFailed = shown !== null && rows.length > 0;
  return {
    rows: onlyFailed ? rows : entries,
    onlyFailed,
    failedCount: failed.length,
    toggle: () => setShown(onlyFailed ? null : new Set(failed.map((entry) => entry.id))),
  };
}

/** 'Show the 2 failed' / 'Show all 43': for useFailedFilter; nothing while none failed. */
export function FailedFilterButton({ filter, total, size = 'xs' }: { filter: ReturnType<typeof useFailedFilter>; total: number; size?: 'xs' | 'sm' }) {
  if (!filter.onlyFailed && filter.failedCount === 0) return null;
  return (
    <Button size={size} variant="outline" colorPalette={filter.onlyFailed ? undefined : 'red'} aria-pressed={filter.onlyFailed} onClick={filter.toggle}>
      {filter.onlyFailed ? `Show all ${total}` : `Show the ${filter.failedCount} failed`}
    </Button>
  );
}

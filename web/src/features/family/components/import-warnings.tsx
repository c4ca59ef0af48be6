import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { useImportWarningPages } from '../api/imports';

type Warning = ImportView['warnings'][number];

/** Up to this many warnings are simply listed; longer lists are drawn a screenful at a time. */
export const PLAIN_WARNING_LIMIT = 60;
const ROW_HEIGHT = 44;
const LIST_HEIGHT = 440;

interface ImportWarningsProps {
  importId: string;
  /** The report's own warnings (the first). */
  warnings: readonly Warning[];
  /** Pages of further warnings, read as the list is scrolled to its end. */
  pages: number;
  /** How many the list holds once every page is read. */
  listed: number;
}

/** Every warning of an import with the line of the file it is about. */
export function ImportWarnings({ importId, warnings, pages, listed }: ImportWarningsProps) {
  const more = useImportWarningPages(importId, pages);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = more;
  const all = useMemo(() => [...warnings, ...(more.data?.pages.flatMap((page) => page.warnings) ?? [])], [warnings, more.data]);
  // A later page that failed is not asked for again by scrolling: the person retries it below.
  // (cancelRefetch off: a second call before the first's state is drawn joins it rather than restarting it.)
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (pages === 0 && warnings.length <= PLAIN_WARNING_LIMIT) {
    return (
      <Stack as="ol" listStyleType="none" gap="0" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" divideY="1px" aria-label="Warnings">
        {warnings.map((warning, index) => (
          <WarningRow key={index} warning={warning} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <VirtualWarnings warnings={all} listed={Math.max(listed, all.length)} onNearEnd={loadMore} />
      {more.isError && !more.data && <LoadError what="more warnings" error={more.error} onRetry={() => void more.refetch()} />}
      {isFetchNextPageError && more.error && <LoadError what="more warnings" error={more.error} onRetry={() => void fetchNextPage()} />}
      {(isFetchingNextPage || (pages > 0 && more.isPending)) && (
        <HStack justify="center" py="2" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text textStyle="sm">Loading more warnings…</Text>
        </HStack>
      )}
    </Stack>
  );
}

function VirtualWarnings({ warnings, listed, onNearEnd }: { warnings: readonly Warning[]; listed: number; onNearEnd: () => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are meant to re-render as the list scrolls
  const virtualizer = useVirtualizer({
    count: warnings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 800, height: LIST_HEIGHT },
  });
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  // The next page is read while the last rows are still a few screens away.
  useEffect(() => {
    if (lastShown >= warnings.length - 30) onNearEnd();
  }, [lastShown, warnings.length, onNearEnd]);
  return (
    <Box
      ref={scrollRef}
      h={`${LIST_HEIGHT}px`}
      overflowY="auto"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label={`Warnings, ${listed.toLocaleString('en-US')} in all: scroll to read them`}
    >
      <Box as="ol" position="relative" h={`${virtualizer.getTotalSize()}px`} listStyleType="none">
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            position="absolute"
            top="0"
            left="0"
            w="full"
            borderBottomWidth="1px"
            borderColor="border.muted"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <WarningRow warning={warnings[item.index]!} as="div" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function WarningRow({ warning, as = 'li' }: { warning: Warning; as?: 'li' | 'div' }) {
  return (
    <Box as={as} display="flex" gap="3" px="3" py="2.5" minH={`${ROW_HEIGHT}px`} alignItems="baseline">
      <Text as="span" flexShrink={0} w="24" textStyle="sm" fontVariantNumeric="tabular-nums" color="fg.muted">
        {warning.line === null ? 'Whole file' : `Line ${warning.line.toLocaleString('en-US')}`}
      </Text>
      <Text as="span" textStyle="sm" wordBreak="break-word">
        {warning.message}
      </Text>
    </Box>
  );
}

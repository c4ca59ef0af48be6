import { Box, Center, Flex, Grid, Heading, Spinner, Text } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useDocumentOffset, useElementWidth } from '../../../hooks/use-element-width';
import { useViewer } from '../hooks/viewer';
import { gridRows, type DateGroup } from '../utils/date-groups';
import { DateScrubber } from './date-scrubber';
import { GroupCheck } from './group-check';
import { PhotoCard } from './photo-card';

/** The band over a row in which months start, holding their headings. */
const LABEL_HEIGHT = 44;
/** Rows drawn beyond the window, above and below: enough to scroll smoothly, few enough to keep the page light. */
const OVERSCAN_ROWS = 3;
/** Start fetching the next page this many rows before the end. */
const PREFETCH_ROWS = 8;

/** Columns for a width: about 200 px photos on a desktop, never fewer than 3 (a phone). */
export function columnsFor(width: number): number {
  if (width < 480) return 3;
  return Math.max(3, Math.min(10, Math.round(width / 200)));
}

interface PhotoGridProps {
  photos: readonly PhotoView[];
  groups: readonly DateGroup[];
  selected: Readonly<Record<string, string>>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Where a card opens (the lightbox's address). */
  hrefFor?: (photo: PhotoView, index: number) => string;
  /** Opens a card in place, where it has no address to go to (Recently deleted's viewer). */
  onOpen?: (photo: PhotoView) => void;
  uploaderNameFor: (photo: PhotoView) => string | null;
  onToggle: (photo: PhotoView, shift: boolean) => void;
  /** Selects (or clears) every loaded photo of a month, from the check before its heading. */
  onToggleGroup?: (photos: readonly PhotoView[], select: boolean) => void;
  onDetails?: (photo: PhotoView) => void;
  /** A card's own line instead of its uploader ('29 days left'). */
  captionFor?: (photo: PhotoView) => string | null;
  /** The faces on the loaded photos, by photo id (they come with the list's pages). */
  faces?: Readonly<Record<string, readonly FaceView[]>>;
}

/**
 * The photo strip's grid: month headings and rows of square photos, virtualized against the
 * window so only the rows near the screen are in the page however large the library is; the next
 * page is fetched as the end comes near.
 */
export function PhotoGrid({ photos, groups, selected, hasNextPage, isFetchingNextPage, fetchNextPage, hrefFor, onOpen, uploaderNameFor, onToggle, onToggleGroup, onDetails, captionFor, faces }: PhotoGridProps) {
  const { cardFaces } = useViewer();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const scrollMargin = useDocumentOffset(containerRef);
  const columns = columnsFor(width);
  const gap = width < 480 ? 3 : 6;
  const cell = Math.max(60, Math.floor((width - gap * (columns - 1)) / columns));
  const rows = useMemo(() => gridRows(groups, columns), [groups, columns]);
  const selecting = Object.keys(selected).length > 0;

  const rowSize = (index: number) => ((rows[index]?.labels.length ?? 0) > 0 ? LABEL_HEIGHT : 0) + cell + gap;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: rowSize,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  // Sizes are exact (squares and fixed headings): re-measure when the width changes the squares.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, cell, columns, rows]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && rows.length > 0 && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  // Where each month starts, for the scrubber (the sizes are known, so no measuring is needed).
  const groupOffsets = useMemo(() => {
    const offsets: number[] = [];
    let top = 0;
    for (const row of rows) {
      for (const label of row.labels) offsets[label.groupIndex] = top;
      top += (row.labels.length > 0 ? LABEL_HEIGHT : 0) + cell + gap;
    }
    return offsets;
  }, [rows, cell, gap]);

  return (
    <Box position="relative" pe={{ base: '5', md: '12' }}>
      <Box ref={containerRef} position="relative" h={`${virtualizer.getTotalSize()}px`} data-testid="photo-grid">
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <Box key={item.key} position="absolute" top="0" left="0" w="full" h={`${item.size}px`} transform={`translateY(${item.start - scrollMargin}px)`}>
              {row.labels.length > 0 && (
                <Box position="relative" h={`${LABEL_HEIGHT}px`} data-group-band="">
                  {row.labels.map((label) => {
                    const groupPhotos = photos.slice(label.group.start, label.group.start + label.group.count);
                    return (
                      <Flex
                        key={label.group.id}
                        align="center"
                        position="absolute"
                        bottom="1.5"
                        left={`${label.column * (cell + gap)}px`}
                        maxW={`${label.span * (cell + gap) - gap}px`}
                        pe="2"
                      >
                        {onToggleGroup && (
                          <GroupCheck
                            label={label.group.label}
                            count={groupPhotos.length}
                            selectedCount={groupPhotos.filter((photo) => photo.id in selected).length}
                            selecting={selecting}
                            onChange={(select) => onToggleGroup(groupPhotos, select)}
                          />
                        )}
                        <Heading
                          as="h2"
                          id={`group-${label.group.id}-${label.group.start}`}
                          minW="0"
                          truncate
                          textStyle={{ base: 'sm', md: 'md' }}
                          fontFamily="heading"
                          fontWeight="semibold"
                          lineHeight="1.3"
                          title={`${label.group.label}, ${label.group.count === 1 ? '1 item' : `${label.group.count} items`}`}
                        >
                          {label.span === 1 && cell < 170 ? label.group.shortLabel : label.group.label}
                          {label.span > 1 && (
                            <Text as="span" ms="2" textStyle="xs" fontFamily="body" fontWeight="normal" color="fg.muted">
                              {label.group.count === 1 ? '1 item' : `${label.group.count} items`}
                              {hasNextPage && label.groupIndex === groups.length - 1 ? ' so far' : ''}
                            </Text>
                          )}
                        </Heading>
                      </Flex>
                    );
                  })}
                </Box>
              )}
              <Grid templateColumns={`repeat(${columns}, ${cell}px)`} gap={`${gap}px`} h={`${cell}px`}>
                {photos.slice(row.start, row.start + row.count).map((photo, offset) => {
                  const index = row.start + offset;
                  return (
                    <PhotoCard
                      key={photo.id}
                      photo={photo}
                      index={index}
                      href={hrefFor?.(photo, index)}
                      onOpen={onOpen}
                      selected={photo.id in selected}
                      selecting={selecting}
                      uploaderName={uploaderNameFor(photo)}
                      onToggle={onToggle}
                      onDetails={onDetails}
                      caption={captionFor?.(photo)}
                      faces={faces?.[photo.id]}
                      renderFaces={cardFaces}
                    />
                  );
                })}
              </Grid>
            </Box>
          );
        })}
      </Box>
      {(hasNextPage || isFetchingNextPage) && (
        <Center py="6" role="status" aria-live="polite" gap="2" color="fg.muted">
          {isFetchingNextPage ? (
            <>
              <Spinner size="sm" /> Loading more photos…
            </>
          ) : (
            <Text>Scroll for more photos</Text>
          )}
        </Center>
      )}
      <DateScrubber groups={groups} offsets={groupOffsets} totalSize={virtualizer.getTotalSize()} scrollMargin={scrollMargin} hasMore={hasNextPage} />
    </Box>
  );
}

import { Box, Center, chakra, Grid, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import { CheckIcon, PhotoIcon } from '../../../components/ui/icons';
import { useElementWidth } from '../hooks/use-element-width';
import { statusKey, useImportStatus, type ImportStatus } from '../stores/import-status';

export interface PickerItem {
  id: string;
  name: string;
  thumbnail: string | undefined;
}

const GAP = 12;
const CAPTION = 28;

/**
 * A provider's photos as a grid of tiles, drawn only where the window is (long folders and
 * albums stay light). A tile is unselected, selected, 'Adding' or 'Added'; selecting is a click
 * or Space/Enter on the focused tile.
 */
export function PickerGrid(props: {
  system: ExternalSystemType;
  items: PickerItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Called when the last rows come into view, to fetch the next page. */
  onNearEnd: () => void;
  loadingMore: boolean;
}) {
  const { ref, width, top } = useElementWidth<HTMLDivElement>();
  const columns = Math.max(2, Math.floor((width + GAP) / (width < 560 ? 150 : 190)));
  const cell = width ? (width - GAP * (columns - 1)) / columns : 0;
  const rowCount = Math.ceil(props.items.length / columns);
  const statuses = useImportStatus((state) => state.items);

  const virtualizer = useWindowVirtualizer({ count: rowCount, estimateSize: () => cell * (2 / 3) + CAPTION + GAP, overscan: 3, scrollMargin: top });
  useEffect(() => virtualizer.measure(), [virtualizer, cell]);
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const { onNearEnd } = props;
  useEffect(() => {
    if (rowCount && lastRow >= rowCount - 3) onNearEnd();
  }, [lastRow, rowCount, onNearEnd]);

  return (
    <Box ref={ref} position="relative" style={{ height: virtualizer.getTotalSize() }} role="list" aria-label="Photos">
      {width > 0 &&
        rows.map((row) => (
          <Grid
            key={row.key}
            position="absolute"
            top="0"
            left="0"
            width="100%"
            templateColumns={`repeat(${columns}, 1fr)`}
            gap={`${GAP}px`}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {props.items.slice(row.index * columns, row.index * columns + columns).map((item) => (
              <PickerTile
                key={item.id}
                item={item}
                height={cell * (2 / 3)}
                status={statuses[statusKey(props.system, item.id)]}
                selected={props.selected.has(item.id)}
                onToggle={props.onToggle}
              />
            ))}
          </Grid>
        ))}
      {props.loadingMore && (
        <Center position="absolute" bottom="-48px" left="0" right="0" h="40px">
          <Spinner size="sm" color="brand.600" />
        </Center>
      )}
    </Box>
  );
}

function PickerTile({ item, height, status, selected, onToggle }: { item: PickerItem; height: number; status: ImportStatus | undefined; selected: boolean; onToggle: (id: string) => void }) {
  const busy = status?.status === 'adding' || status?.status === 'added';
  return (
    <Box role="listitem" minW="0">
      <chakra.button
        type="button"
        aria-pressed={busy ? undefined : selected}
        aria-label={`${item.name}${busy ? `, ${tileState(status).toLowerCase()}` : ''}`}
        disabled={busy}
        onClick={() => onToggle(item.id)}
        display="block"
        position="relative"
        width="100%"
        rounded="lg"
        overflow="hidden"
        bg="bg.muted"
        outline={selected ? '3px solid' : 'none'}
        outlineColor="brand.600"
        outlineOffset="-3px"
        cursor={busy ? 'default' : 'pointer'}
        _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-brand-300)' }}
        style={{ height }}
      >
        {item.thumbnail ? (
          <chakra.img src={item.thumbnail} alt="" width="100%" height="100%" objectFit="cover" opacity={busy ? 0.55 : 1} draggable={false} />
        ) : (
          <Center h="100%" color="fg.subtle">
            <PhotoIcon width="2em" height="2em" />
          </Center>
        )}
        {selected && !busy && (
          <Center position="absolute" top="2" right="2" boxSize="7" rounded="full" bg="brand.600" color="white">
            <CheckIcon width="1em" height="1em" />
          </Center>
        )}
        {busy && (
          <HStack position="absolute" bottom="2" left="2" px="2" py="0.5" rounded="full" bg={status?.status === 'added' ? 'green.600' : 'blackAlpha.700'} color="white" textStyle="xs" fontWeight="semibold" gap="1">
            {status?.status === 'added' ? <CheckIcon width="1em" height="1em" /> : <Spinner size="xs" />}
            <span>{tileState(status)}</span>
          </HStack>
        )}
      </chakra.button>
      <Text textStyle="xs" color={status?.status === 'failed' ? 'red.600' : 'fg.muted'} mt="1" truncate title={status?.status === 'failed' ? status.message : item.name}>
        {status?.status === 'failed' ? status.message : item.name}
      </Text>
    </Box>
  );
}

/** The word on a chosen tile: fetched items are being made into photos, which takes longer than fetching them. */
function tileState(status: ImportStatus | undefined): string {
  if (status?.status === 'added') return 'Added';
  return status?.status === 'adding' && status.fetched ? 'Processing' : 'Adding';
}

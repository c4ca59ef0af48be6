import { Box, Stack, Text } from '@chakra-ui/react';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

type Warning = ImportView['warnings'][number];

/** Up to this many warnings are simply listed; longer lists are drawn a screenful at a time. */
export const PLAIN_WARNING_LIMIT = 60;
const ROW_HEIGHT = 44;
const LIST_HEIGHT = 440;

/** Every warning of an import with the line of the file it is about. */
export function ImportWarnings({ warnings }: { warnings: readonly Warning[] }) {
  if (warnings.length <= PLAIN_WARNING_LIMIT) {
    return (
      <Stack as="ol" listStyleType="none" gap="0" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" divideY="1px" aria-label="Warnings">
        {warnings.map((warning, index) => (
          <WarningRow key={index} warning={warning} />
        ))}
      </Stack>
    );
  }
  return <VirtualWarnings warnings={warnings} />;
}

function VirtualWarnings({ warnings }: { warnings: readonly Warning[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are meant to re-render as the list scrolls
  const virtualizer = useVirtualizer({
    count: warnings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 800, height: LIST_HEIGHT },
  });
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
      aria-label={`Warnings, ${warnings.length} in all: scroll to read them`}
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

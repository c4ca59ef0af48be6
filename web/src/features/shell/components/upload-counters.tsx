import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRightIcon } from '../../../components/ui/icons';

export interface UploadCounts {
  uploading: number;
  processing: number;
  completed: number;
  /** Shown only when something failed, next to the spec's three counters. */
  failed?: number;
}

export const NO_UPLOADS: UploadCounts = { uploading: 0, processing: 0, completed: 0 };

/**
 * The footer's upload counters (spec 000 section 2); the uploads feature supplies the numbers and
 * `onShowUploads` opens its sheet of files.
 */
export function UploadCounters({ counts, onShowUploads }: { counts: UploadCounts; onShowUploads?: () => void }) {
  const items: Array<[label: string, value: number, palette: string]> = [
    ['Uploading', counts.uploading, 'blue'],
    ['Processing', counts.processing, 'orange'],
    ['Completed', counts.completed, 'sage'],
  ];
  if (counts.failed) items.push(['Failed', counts.failed, 'red']);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '4' }} align={{ base: 'flex-start', sm: 'center' }}>
      {/* The live region wraps the list: a role on the <dl> itself would take its list semantics away. */}
      <Box role="status" aria-label="Uploads">
        <HStack as="dl" gap={{ base: '3', md: '4' }} wrap="wrap" textStyle="sm">
          {items.map(([label, value, palette]) => (
            <HStack key={label} gap="1.5">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Badge as="dd" colorPalette={value > 0 ? palette : 'gray'} variant={value > 0 ? 'solid' : 'subtle'} minW="6" justifyContent="center">
                {value}
              </Badge>
            </HStack>
          ))}
        </HStack>
      </Box>
      {onShowUploads && (
        <Button size="xs" variant="ghost" color="brand.700" onClick={onShowUploads} ms={{ base: '-2', sm: '0' }}>
          Show uploads <ChevronRightIcon />
        </Button>
      )}
    </Stack>
  );
}

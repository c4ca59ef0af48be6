import { Badge, HStack, Text } from '@chakra-ui/react';

export interface UploadCounts {
  uploading: number;
  processing: number;
  completed: number;
}

export const NO_UPLOADS: UploadCounts = { uploading: 0, processing: 0, completed: 0 };

/** The footer's upload counters (spec 000 section 2); the uploads feature supplies the numbers. */
export function UploadCounters({ counts }: { counts: UploadCounts }) {
  const items: Array<[label: string, value: number, palette: string]> = [
    ['Uploading', counts.uploading, 'blue'],
    ['Processing', counts.processing, 'orange'],
    ['Completed', counts.completed, 'sage'],
  ];
  return (
    <HStack as="dl" role="status" aria-label="Uploads" gap={{ base: '3', md: '4' }} wrap="wrap" textStyle="sm">
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
  );
}

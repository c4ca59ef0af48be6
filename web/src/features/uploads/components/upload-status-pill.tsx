import { Box, chakra, Circle, CloseButton, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { useUploadCounts } from '../hooks/use-upload-counts';
import { sendingPercent, useUploadQueue } from '../stores/upload-queue-state';
import { useUploadSheet } from '../stores/upload-sheet';
import { uploadHeadline } from './upload-summary';

/**
 * A small floating status while files upload, wherever the user goes (the footer counters are at
 * the bottom of long pages). Opens the sheet; can be hidden until the next files are added. The
 * upload page lists the files itself, so it does without. It sits in the layout's BottomDock.
 */
export function UploadStatusPill() {
  const counts = useUploadCounts();
  const percent = useUploadQueue((state) => sendingPercent(state.entries));
  const { isOpen, pillDismissed, openSheet, dismissPill } = useUploadSheet();
  const { pathname } = useLocation();
  const total = counts.uploading + counts.processing + counts.completed + counts.failed;
  if (total === 0 || isOpen || pillDismissed || pathname === '/upload') return null;

  const active = counts.uploading + counts.processing > 0;
  const failed = !active && counts.failed > 0;
  return (
    <HStack
      position="relative"
      w={{ md: '80' }}
      ms={{ md: 'auto' }}
      gap="1"
      ps="1"
      pe="2"
      bg="gray.900"
      color="white"
      rounded="xl"
      shadow="lg"
      overflow="hidden"
    >
      <chakra.button
        type="button"
        onClick={openSheet}
        display="flex"
        alignItems="center"
        gap="3"
        flex="1"
        minW="0"
        py="2.5"
        ps="2"
        textAlign="start"
        cursor="pointer"
        rounded="lg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300' }}
        aria-label={`${uploadHeadline(counts, percent)}. Show uploads`}
      >
        {active ? (
          <Spinner size="sm" color="brand.200" flexShrink={0} />
        ) : failed ? (
          <Circle size="6" bg="red.500" flexShrink={0}>
            <AlertIcon width="3.5" height="3.5" />
          </Circle>
        ) : (
          <Circle size="6" bg="sage.500" flexShrink={0}>
            <CheckIcon width="3.5" height="3.5" />
          </Circle>
        )}
        <Box flex="1" minW="0">
          <Text fontWeight="medium" textStyle="sm" truncate>
            {uploadHeadline(counts, percent)}
          </Text>
          <Text textStyle="xs" color="gray.300">
            Show uploads
          </Text>
        </Box>
      </chakra.button>
      <CloseButton size="xs" color="gray.300" _hover={{ bg: 'whiteAlpha.200', color: 'white' }} aria-label="Hide upload status" onClick={dismissPill} />
      {counts.uploading > 0 && (
        <Box position="absolute" left="0" bottom="0" h="0.5" bg="brand.300" w={`${percent}%`} transition="width 0.25s ease-out" aria-hidden />
      )}
    </HStack>
  );
}

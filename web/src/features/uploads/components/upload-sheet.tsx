import { Box, Button, CloseButton, Flex, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../../../components/ui/chakra/drawer';
import { ACCEPT_FILTERS } from '@heirloom/shared/uploads';
import { UploadIcon } from '../../../components/ui/icons';
import { RetryIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useUploadCounts } from '../hooks/use-upload-counts';
import { clearCompletedUploads, retryFailedUploads, useUploadQueue } from '../stores/upload-queue';
import { useUploadSheet } from '../stores/upload-sheet';
import { FilePickerButton } from './file-picker-button';
import { DropFilesIcon } from './upload-icons';
import { FailedFilterButton, UploadList, useFailedFilter } from './upload-list';
import { uploadSummary } from './upload-summary';

/**
 * The footer's upload sheet (spec 000 section 2): every file of this window with its size,
 * progress, state, thumbnail once processed, and Retry on error. A bottom sheet on a phone, a
 * panel at the side on larger screens.
 */
export function UploadSheet() {
  const { isOpen, closeSheet } = useUploadSheet();
  const entries = useUploadQueue((state) => state.entries);
  const counts = useUploadCounts();
  const filter = useFailedFilter(entries);
  // One failed file has its own Retry; 'Retry failed' is for several.
  const retryable = entries.filter((entry) => entry.status === 'error' && entry.retryable).length > 1;

  return (
    <Drawer.Root open={isOpen} onOpenChange={(details) => !details.open && closeSheet()} placement={{ base: 'bottom', md: 'end' }} size={{ base: 'full', md: 'sm' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop={{ base: '2xl', md: 'none' }} h={{ base: 'auto', md: '100dvh' }} maxH={{ base: '85dvh', md: '100dvh' }}>
            <Box display={{ base: 'block', md: 'none' }} mx="auto" mt="2" w="10" h="1" rounded="full" bg="gray.300" aria-hidden />
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="0.5" pe="14" pt={{ base: '3', md: '5' }} pb="3" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title fontFamily="heading" textStyle="xl">
                Uploads
              </Drawer.Title>
              <Drawer.Description color="fg.muted" textStyle="sm">
                {uploadSummary(counts)}
              </Drawer.Description>
              <Box mt="1.5">
                <FailedFilterButton filter={filter} total={entries.length} />
              </Box>
            </Drawer.Header>
            <Drawer.Body p="0" display="flex" flexDirection="column" overflow="hidden" minH={{ base: '40', md: '0' }}>
              {entries.length > 0 ? <UploadList entries={filter.rows} flex="1" py="1" /> : <EmptySheet onLeave={closeSheet} />}
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between" flexWrap="wrap" gap="2" pt="3" pb={{ base: 'calc(1rem + env(safe-area-inset-bottom))', md: '4' }} borderTopWidth="1px" borderColor="border.muted">
              <FilePickerButton accept={ACCEPT_FILTERS.any} inputLabel="Files to upload" size="sm" variant="outline">
                <UploadIcon /> Add files
              </FilePickerButton>
              <HStack gap="2">
                {retryable && (
                  <Button size="sm" variant="outline" onClick={retryFailedUploads}>
                    <RetryIcon /> Retry failed
                  </Button>
                )}
                <Button size="sm" variant="subtle" disabled={counts.completed === 0} onClick={clearCompletedUploads}>
                  Clear completed
                </Button>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild top={{ base: '4', md: '5' }}>
              <CloseButton size="sm" aria-label="Close uploads" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function EmptySheet({ onLeave }: { onLeave: () => void }) {
  return (
    <Flex flex="1" align="center" justify="center" p="8">
      <Stack align="center" textAlign="center" gap="3" maxW="xs">
        <Box color="brand.500">
          <DropFilesIcon />
        </Box>
        <Text fontWeight="semibold">No uploads yet</Text>
        <Text color="fg.muted" textStyle="sm">
          Drop photos, videos, PDFs or GEDCOM files anywhere in Heirloom, or choose them on the upload page.
        </Text>
        <LinkButton to="/upload" size="sm" onClick={onLeave}>
          Go to Upload Files
        </LinkButton>
      </Stack>
    </Flex>
  );
}

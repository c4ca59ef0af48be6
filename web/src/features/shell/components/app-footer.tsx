import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../../components/ui/router-link';
import { UploadCounters, type UploadCounts } from './upload-counters';

/** The signed-in footer: upload counters, copyright, privacy and terms. */
export function AppFooter({ uploadCounts, onShowUploads }: { uploadCounts: UploadCounts; onShowUploads?: () => void }) {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle" px={{ base: '4', md: '6' }} py="4">
      <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ base: 'flex-start', lg: 'center' }} gap="3">
        <UploadCounters counts={uploadCounts} onShowUploads={onShowUploads} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} align={{ sm: 'center' }} textStyle="sm">
          <Text color="fg.muted">© {new Date().getFullYear()} Heirloom</Text>
          <HStack as="nav" aria-label="Legal" gap="5">
            <AppLink to="/privacy" color="fg.muted">
              Privacy Policy
            </AppLink>
            <AppLink to="/terms" color="fg.muted">
              Terms of Service
            </AppLink>
          </HStack>
        </Stack>
      </Stack>
    </Box>
  );
}

import { Box, Button, Container, Flex, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { totalStorage } from '@heirloom/shared/plans';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { ACCEPT_FILTERS, UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DropboxIcon, FacebookIcon, GoogleIcon, PhotoIcon, SourceIcon, TreeIcon, UploadIcon } from '../../../components/ui/icons';
import { RetryIcon } from '../../../components/ui/more-icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { useNow } from '../../../lib/use-now';
import { openPlanDialog } from '../../../lib/plan-dialog-store';
import { useUploadCounts } from '../hooks/use-upload-counts';
import { clearCompletedUploads, retryFailedUploads, useUploadQueue } from '../stores/upload-queue';
import { spaceLeft, uploadsAllowed, type UploadAccount } from '../utils/upload-rules';
import { FilePickerButton } from './file-picker-button';
import { ArchiveIcon, DropFilesIcon } from './upload-icons';
import { FailedFilterButton, UploadList, useFailedFilter } from './upload-list';
import { uploadSummary } from './upload-summary';
import { useUploadAccount } from './uploads-provider';

/**
 * /upload: files from this device (spec 000 section 2, 001 sections 4-5). A big drop area that
 * takes every accepted kind, one picker per kind with the spec's accept filters, the files of
 * this window with their progress, and the other sources, said honestly to be on their way.
 */
export function UploadScreen() {
  const account = useUploadAccount();
  const now = useNow(60_000);
  const allowed = uploadsAllowed(account, now);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Upload files · Heirloom</title>
      <Stack gap={{ base: '5', md: '6' }}>
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
            Upload files
          </Heading>
          <Text mt="2" color="fg.muted" textStyle={{ base: 'md', md: 'lg' }} maxW="3xl">
            Add photos, videos, scanned documents and family trees from this device. Heirloom reads the date and place of
            every photo, and keeps the originals safe.
          </Text>
        </Box>

        {!allowed && (
          <FormAlert status="warning" title={UPLOAD_REQUIRES_PAID_PLAN}>
            <Stack gap="2" align="flex-start">
              <Text>Start the free trial or choose a plan to add files. Everything your family shares stays free to see.</Text>
              <Button size="sm" onClick={() => openPlanDialog(UPLOAD_REQUIRES_PAID_PLAN)}>
                See plans
              </Button>
            </Stack>
          </FormAlert>
        )}

        <DropArea account={account} />
        <WindowUploads />
        <KindPickers />
        <OtherSources />
      </Stack>
    </Container>
  );
}

function DropArea({ account }: { account: UploadAccount }) {
  const total = totalStorage(account);
  return (
    <Stack
      as="section"
      aria-label="Drop files here"
      align="center"
      textAlign="center"
      gap="3"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '12' }}
      rounded="2xl"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.300"
      bg="brand.50"
    >
      <Flex color="brand.600">
        <DropFilesIcon width={{ base: '12', md: '16' }} height={{ base: '12', md: '16' }} />
      </Flex>
      <Heading as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontFamily="heading" fontWeight="semibold">
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          Drag photos, videos and documents here
        </Box>
        <Box as="span" display={{ base: 'inline', md: 'none' }}>
          Add photos, videos and documents
        </Box>
      </Heading>
      <Text color="fg.muted" maxW="xl" textStyle="sm">
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          Drop them anywhere in Heirloom, folders included, or choose them below.{' '}
        </Box>
        JPEG, HEIC, PNG, WebP, GIF, TIFF and RAW photos; MP4, MOV, AVI and other videos; PDF documents; GEDCOM family trees (.ged, or .gdz with their photos); Google Takeout and Facebook downloads (.zip).
      </Text>
      <FilePickerButton accept={ACCEPT_FILTERS.any} inputLabel="Files to upload" size="lg" mt="1">
        <UploadIcon /> Choose files
      </FilePickerButton>
      <Text textStyle="xs" color="fg.muted">
        {total > 0
          ? `${formatBytes(account.space_used)} used of ${formatBytes(total)} · ${formatBytes(Math.max(0, spaceLeft(account)))} free`
          : 'The Free plan has no room for uploads. The free trial and the paid plans include 100 GB.'}
      </Text>
    </Stack>
  );
}

function KindPickers() {
  return (
    <Box as="section" aria-labelledby="pick-by-kind">
      <Heading id="pick-by-kind" as="h2" textStyle="md" fontFamily="body" fontWeight="semibold" mb="3">
        Or choose by kind
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <KindCard icon={PhotoIcon} title="Photos" text="JPEG, PNG, HEIC and other images.">
          <FilePickerButton accept={ACCEPT_FILTERS.photo} inputLabel="Photos to upload" size="sm" variant="outline">
            Choose photos
          </FilePickerButton>
        </KindCard>
        <KindCard icon={SourceIcon} title="Documents" text="Scans and PDFs: certificates, letters, census pages.">
          <FilePickerButton accept={ACCEPT_FILTERS.document} inputLabel="Documents to upload" size="sm" variant="outline">
            Choose documents
          </FilePickerButton>
        </KindCard>
        <KindCard icon={TreeIcon} title="Family tree" text="A GEDCOM file (.ged) from another family-tree program.">
          <FilePickerButton accept={ACCEPT_FILTERS.gedcom} inputLabel="GEDCOM file to upload" size="sm" variant="outline">
            Choose GEDCOM
          </FilePickerButton>
        </KindCard>
        <KindCard icon={ArchiveIcon} title="Google Photos or Facebook export" text="The .zip from Google Takeout or Facebook's 'Download your information', with dates, places and albums.">
          <FilePickerButton accept={ACCEPT_FILTERS.archive} inputLabel="Export archive to upload" size="sm" variant="outline">
            Choose a .zip
          </FilePickerButton>
        </KindCard>
      </SimpleGrid>
    </Box>
  );
}

function KindCard({ icon: Icon, title, text, children }: { icon: ComponentType<{ width?: string; height?: string }>; title: string; text: string; children: ReactNode }) {
  return (
    <Grid
      as="li"
      templateColumns={{ base: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' }}
      templateRows={{ md: 'auto 1fr auto' }}
      columnGap="3"
      rowGap="3"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
    >
      <Flex boxSize="10" gridRow={{ base: 'span 2', md: 'auto' }} align="center" justify="center" rounded="lg" bg="brand.50" color="brand.700">
        <Icon width="5" height="5" />
      </Flex>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text textStyle="sm" color="fg.muted">
          {text}
        </Text>
      </Box>
      <Box>{children}</Box>
    </Grid>
  );
}

const OTHER_SOURCES = [
  { to: '/dropbox', label: 'Dropbox', icon: DropboxIcon },
  { to: '/facebook_photos', label: 'Facebook', icon: FacebookIcon },
  { to: '/google', label: 'Google Photos', icon: GoogleIcon },
];

function OtherSources() {
  return (
    <Box as="section" aria-labelledby="other-sources" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" px="5" py="4">
      <Heading id="other-sources" as="h2" textStyle="md" fontFamily="body" fontWeight="semibold" mb="1">
        From other places
      </Heading>
      <Text textStyle="sm" color="fg.muted" mb="3">
        Pick photos straight from your Dropbox, Google Photos or Facebook; Heirloom fetches them for you.
      </Text>
      <HStack gap="4" wrap="wrap">
        {OTHER_SOURCES.map(({ to, label, icon: Icon }) => (
          <HStack key={to} gap="1.5">
            <Link asChild textStyle="sm" color="fg" fontWeight="medium" gap="1.5">
              <RouterLink to={to}>
                <Icon /> {label}
              </RouterLink>
            </Link>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}

function WindowUploads() {
  const entries = useUploadQueue((state) => state.entries);
  const counts = useUploadCounts();
  const filter = useFailedFilter(entries);
  // One failed file has its own Retry; 'Retry failed' is for several.
  const retryable = entries.filter((entry) => entry.status === 'error' && entry.retryable).length > 1;
  if (entries.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="window-uploads" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden">
      <Flex px="5" pt="4" pb="3" gap="3" align="flex-start" justify="space-between" wrap="wrap" borderBottomWidth="1px" borderColor="border.muted">
        <Box>
          <Heading id="window-uploads" as="h2" textStyle="md" fontFamily="body" fontWeight="semibold">
            Uploads in this window
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {counts.uploading > 0 ? `${uploadSummary(counts)}. Keep this window open until they are sent.` : uploadSummary(counts)}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <FailedFilterButton filter={filter} total={entries.length} />
          {retryable && (
            <Button size="xs" variant="outline" onClick={retryFailedUploads}>
              <RetryIcon /> Retry failed
            </Button>
          )}
          <Button size="xs" variant="subtle" disabled={counts.completed === 0} onClick={clearCompletedUploads}>
            Clear completed
          </Button>
        </HStack>
      </Flex>
      <UploadList entries={filter.rows} maxH="30rem" py="1" />
    </Box>
  );
}

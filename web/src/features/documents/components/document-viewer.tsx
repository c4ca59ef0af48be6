import { Box, Button, chakra, CloseButton, Flex, Grid, Heading, HStack, IconButton, Portal, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../../../components/ui/chakra/drawer';
import type { DocumentDetail } from '@heirloom/shared/contracts/photos';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { NEW_DOCUMENT_ID, useDocument } from '../api/document';
import { shareLink } from '../hooks/use-share';
import { DocumentDetailsForm } from './document-details-form';
import { DownloadIcon, InfoIcon } from '../../../components/ui/icons';
import { ArrowLeftIcon, ShareIcon } from '../../../components/ui/more-icons';

const pageElementId = (page: number) => `document-page-${page}`;

/**
 * /document/{id} (optional page) and /document/new?image_id= (spec 001 section 2): the pages one
 * under another, download and share, and the document side panel (beside the pages on a larger
 * screen, a sheet on a phone).
 */
export function DocumentViewer({ viewerId }: { viewerId: string }) {
  const { documentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const imageId = documentId === NEW_DOCUMENT_ID ? searchParams.get('image_id') : null;
  const wantedPage = Math.max(1, Number(searchParams.get('page')) || 1);
  const query = useDocument(documentId, imageId);
  const { document } = query;
  const [panelOpen, setPanelOpen] = useState(false);

  // Opened at a page (?page=): fetch up to it, then bring it into view once.
  const scrolled = useRef(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadedPages = document?.pages.length ?? 0;
  const lastLoaded = document?.pages.at(-1)?.page ?? 0;
  useEffect(() => {
    if (!document || scrolled.current) return;
    if (lastLoaded < wantedPage && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    scrolled.current = true;
    if (wantedPage > 1) window.document.getElementById(pageElementId(wantedPage))?.scrollIntoView({ block: 'start' });
  }, [document, lastLoaded, wantedPage, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (documentId === NEW_DOCUMENT_ID && !imageId) {
    return (
      <Box p="6">
        <FormAlert title="Which photo?">Open a photo and choose Photo is Document to turn it into a document.</FormAlert>
      </Box>
    );
  }

  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '3', md: '5' }}>
      <title>{`${document?.title || 'Document'} · Heirloom`}</title>
      <Flex align="center" gap="2" mb="4" wrap="wrap">
        <LinkButton to={imageId ? `/photo/${encodeURIComponent(imageId)}` : '/documents'} variant="ghost" size="sm" aria-label={imageId ? 'Back to the photo' : 'Back to documents'}>
          <ArrowLeftIcon /> <chakra.span display={{ base: 'none', sm: 'inline' }}>{imageId ? 'Photo' : 'Documents'}</chakra.span>
        </LinkButton>
        <Box flex="1" minW="0">
          {document ? (
            // Two lines before it is cut: on a phone the buttons beside it leave a few words a line.
            <Heading as="h1" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
              {document.draft ? 'New document' : document.title || document.name}
            </Heading>
          ) : (
            <Skeleton h="8" w="60" />
          )}
          {document && (
            <Text textStyle="sm" color="fg.muted" truncate>
              {[document.page_count === 1 ? '1 page' : `${document.page_count} pages`, document.author, document.publication].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Box>
        {document && !document.draft && (
          <HStack gap="1">
            <IconButton asChild variant="ghost" aria-label="Download">
              <a href={document.download_url} download={document.name}>
                <DownloadIcon />
              </a>
            </IconButton>
            <Button variant="ghost" size="sm" aria-label="Share" onClick={() => void shareLink({ title: document.title || document.name, url: window.location.href.split('?')[0]! })}>
              <ShareIcon /> <chakra.span display={{ base: 'none', sm: 'inline' }}>Share</chakra.span>
            </Button>
          </HStack>
        )}
        {document && (
          <IconButton variant="outline" size="sm" aria-label="Document details" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => setPanelOpen(true)}>
            <InfoIcon />
          </IconButton>
        )}
      </Flex>

      {query.isError && !document ? (
        <FormAlert title="This document could not be opened">{query.error.message}</FormAlert>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
          <Stack gap="4" aria-label="Pages" as="section">
            {document ? (
              <>
                {document.pages.map((page) => (
                  <Box key={page.page} id={pageElementId(page.page)} scrollMarginTop="5rem">
                    <Box mx="auto" maxW="3xl" bg="white" shadow="md" rounded="sm" overflow="hidden" borderWidth="1px" borderColor="border.muted" aspectRatio={page.width && page.height ? `${page.width} / ${page.height}` : '3 / 4'} position="relative">
                      <chakra.img
                        src={page.thumbnail_urls['1600']}
                        alt={`Page ${page.page} of ${document.page_count}`}
                        loading={page.page <= 2 || page.page === wantedPage ? 'eager' : 'lazy'}
                        decoding="async"
                        position="absolute"
                        inset="0"
                        w="full"
                        h="full"
                        objectFit="contain"
                        style={{ backgroundImage: `url(${page.thumbnail_urls['300']})`, backgroundSize: 'contain', backgroundRepeat: 'no-repeat', backgroundPosition: 'center' }}
                      />
                    </Box>
                    {document.page_count > 1 && (
                      <Text textAlign="center" textStyle="xs" color="fg.muted" mt="1">
                        Page {page.page} of {document.page_count}
                      </Text>
                    )}
                  </Box>
                ))}
                {hasNextPage && (
                  <Button alignSelf="center" variant="outline" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                    Show more pages ({document.page_count - loadedPages} more)
                  </Button>
                )}
              </>
            ) : (
              <Skeleton mx="auto" w="full" maxW="3xl" aspectRatio="3 / 4" />
            )}
          </Stack>
          <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="5rem" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" shadow="xs">
            <Heading as="h2" textStyle="lg" mb="4">
              Document details
            </Heading>
            {document ? <DocumentDetailsForm key={document.id + String(document.draft)} document={document} imageId={imageId} viewerId={viewerId} /> : <Spinner />}
          </Box>
        </Grid>
      )}
      {document && <DetailsSheet open={panelOpen} onClose={() => setPanelOpen(false)} document={document} imageId={imageId} viewerId={viewerId} />}
    </Box>
  );
}

function DetailsSheet({ open, onClose, document, imageId, viewerId }: { open: boolean; onClose: () => void; document: DocumentDetail; imageId: string | null; viewerId: string }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement={{ base: 'bottom', md: 'end' }} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="4" pe="14">
              <Drawer.Title fontFamily="heading" textStyle="xl">
                Document details
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">{open && <DocumentDetailsForm document={document} imageId={imageId} viewerId={viewerId} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild top="3.5">
              <CloseButton size="sm" aria-label="Close document details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

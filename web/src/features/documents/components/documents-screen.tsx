import { Badge, Box, Button, chakra, EmptyState, Flex, Grid, HStack, Skeleton, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import type { LibraryDocumentView } from '@heirloom/shared/contracts/photos';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, CloseIcon, SourceIcon, TrashIcon, UploadIcon } from '../../../components/ui/icons';
import { PagesIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { toaster } from '../../../components/ui/toaster';
import { useDeleteDocuments } from '../api/document-mutations';
import { useDocumentsList } from '../api/documents-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { STICKY_BELOW_HEADER } from '../../../hooks/use-header-scroll-padding';

/** Spec 001 section 2: the documents list's empty text. */
export const NO_DOCUMENTS = 'You have no documents at the moment';

/** /documents' documents tab: every document, newest first, loading more as you scroll; select some to delete them. */
export function DocumentsScreen({ viewerId }: { viewerId: string }) {
  const list = useDocumentsList();
  const { documents, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocuments();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '800px' });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (id: string) => setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const mayDelete = selected.length > 0 && selected.every((id) => documents.find((document) => document.id === id)?.user_id === viewerId);

  return (
    <Box>
      {selected.length > 0 && (
        <HStack role="toolbar" aria-label="Selected documents" position="sticky" top={STICKY_BELOW_HEADER} zIndex="docked" bg="brand.50" borderWidth="1px" borderColor="brand.200" rounded="lg" shadow="sm" px="3" py="2" gap="2" mb="3" wrap="wrap">
          <Text fontWeight="semibold" me="auto" aria-live="polite">
            {selected.length === 1 ? '1 document selected' : `${selected.length} documents selected`}
          </Text>
          {mayDelete && (
            <Button size="sm" colorPalette="red" variant="outline" bg="bg.panel" onClick={() => setConfirming(true)}>
              <TrashIcon /> Delete selected
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
            <CloseIcon /> Clear Selections
          </Button>
        </HStack>
      )}

      {list.isPending ? (
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }} gap="4" aria-busy="true" aria-label="Loading documents">
          {Array.from({ length: 10 }, (_, index) => (
            <Stack key={index} gap="2">
              <Skeleton aspectRatio="3 / 4" rounded="md" />
              <Skeleton h="4" w="80%" />
            </Stack>
          ))}
        </Grid>
      ) : list.isError && documents.length === 0 ? (
        <FormAlert title="Your documents could not be loaded">
          {list.error.message}{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : documents.length === 0 ? (
        <EmptyState.Root py="16" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.500">
              <SourceIcon />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="2">
              <EmptyState.Title>{NO_DOCUMENTS}</EmptyState.Title>
              <EmptyState.Description maxW="md">Upload PDFs and scans, or open a photo of a document and choose Photo is Document.</EmptyState.Description>
            </VStack>
            <LinkButton to="/upload">
              <UploadIcon /> Upload documents
            </LinkButton>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }} gap={{ base: '3', md: '5' }}>
          {documents.map((document) => (
            <Box as="li" key={document.id}>
              <DocumentCard document={document} selected={selected.includes(document.id)} selecting={selected.length > 0} onToggle={() => toggle(document.id)} />
            </Box>
          ))}
        </Grid>
      )}
      <Box ref={endRef} h="1" />
      {isFetchingNextPage && (
        <HStack justify="center" py="6" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Loading more documents…</Text>
        </HStack>
      )}
      <ConfirmDialog
        confirmLabel="Delete"
        busyLabel="Deleting…"
        open={confirming}
        onOpenChange={setConfirming}
        title={selected.length === 1 ? 'Delete this document?' : `Delete ${selected.length} documents?`}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(selected, {
            onSuccess: (result) => {
              setConfirming(false);
              setSelected([]);
              toaster.create({ type: 'success', title: result.count === 1 ? 'Document deleted' : `${result.count} documents deleted` });
            },
          })
        }
      >
        The selected documents and their files will be removed from Heirloom. This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}

function DocumentCard({ document, selected, selecting, onToggle }: { document: LibraryDocumentView; selected: boolean; selecting: boolean; onToggle: () => void }) {
  const byline = [document.author, document.publication].filter(Boolean).join(' · ');
  return (
    <Box position="relative" className="group" data-document-card={document.id}>
      <chakra.a asChild display="block" rounded="md" _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
        <Link to={`/document/${encodeURIComponent(document.id)}`} onClick={(event) => selecting && (event.preventDefault(), onToggle())}>
          <Box aspectRatio="3 / 4" rounded="md" overflow="hidden" bg="gray.100" borderWidth="1px" borderColor={selected ? 'brand.500' : 'border'} shadow="xs" position="relative" _groupHover={{ shadow: 'md' }} transition="box-shadow 0.15s">
            {document.cover ? (
              <chakra.img src={document.cover['300']} alt="" loading="lazy" w="full" h="full" objectFit="cover" objectPosition="top" />
            ) : (
              <Flex h="full" align="center" justify="center" color="gray.400">
                <SourceIcon width="2.5em" height="2.5em" />
              </Flex>
            )}
            {document.page_count > 1 && (
              <Badge position="absolute" bottom="2" right="2" size="sm" bg="blackAlpha.700" color="white" gap="1">
                <PagesIcon width="1em" height="1em" /> {document.page_count}
              </Badge>
            )}
          </Box>
          <Text mt="2" fontWeight="semibold" lineClamp={2} lineHeight="short">
            {document.title || document.name}
          </Text>
          {byline && (
            <Text textStyle="xs" color="fg.muted" truncate>
              {byline}
            </Text>
          )}
        </Link>
      </chakra.a>
      <chakra.button
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-label={`Select ${document.title || document.name}`}
        onClick={onToggle}
        position="absolute"
        top="2"
        left="2"
        w="7"
        h="7"
        display="flex"
        alignItems="center"
        justifyContent="center"
        rounded="full"
        borderWidth="2px"
        borderColor="white"
        bg={selected ? 'brand.500' : 'blackAlpha.300'}
        color="white"
        shadow="sm"
        cursor="pointer"
        opacity={selected || selecting ? 1 : { base: 0.85, md: 0 }}
        _groupHover={{ opacity: 1 }}
        _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'brand.300' }}
      >
        {selected && <CheckIcon width="1em" height="1em" strokeWidth="3" />}
      </chakra.button>
    </Box>
  );
}

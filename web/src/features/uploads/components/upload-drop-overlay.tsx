import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { chunkLoader } from '../../../lib/lazy-chunk';
import { dragHasFiles, readDrop } from '../utils/dropped-files';
import { uploadsAllowed } from '../utils/uploads-allowed';
import { DropFilesIcon } from './upload-icons';
import { useUploadAccount } from './uploads-provider';

/**
 * Adding files (the checks, the queue, sending) is code a page needs only once files come: it is
 * fetched as files are first dragged over the window, and a drop waits for it.
 */
const loadAdder = chunkLoader(() => import('../utils/add-files'));

/**
 * Files dragged over any signed-in page: a full-window overlay says they will be uploaded, and
 * dropping them anywhere adds them (folders included). Drags that carry no files pass by.
 */
export function UploadDropOverlay() {
  const account = useUploadAccount();
  const latest = useRef(account);
  useEffect(() => {
    latest.current = account;
  });
  // null: no files over the window; else whether this account may upload them.
  const [dragging, setDragging] = useState<{ allowed: boolean } | null>(null);

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed; the count says whether we are still in.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!dragHasFiles(event)) return;
      event.preventDefault();
      depth += 1;
      if (depth === 1) setDragging({ allowed: uploadsAllowed(latest.current, Date.now()) });
      loadAdder().catch(() => undefined);
    };
    const onOver = (event: DragEvent) => {
      if (!dragHasFiles(event)) return;
      // Without this the browser opens the file instead of letting the page have it.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!dragHasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(null);
    };
    const onDrop = (event: DragEvent) => {
      if (!dragHasFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      depth = 0;
      setDragging(null);
      // The drop's files are taken now (the browser empties them after this handler).
      Promise.all([readDrop(event.dataTransfer), loadAdder()]).then(
        ([files, { addFiles }]) => addFiles(latest.current, files),
        () => toaster.create({ type: 'error', title: 'Could not add the dropped files', description: 'Check the connection and drop them again.' }),
      );
    };
    const onEnd = () => {
      depth = 0;
      setDragging(null);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    window.addEventListener('dragend', onEnd);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('dragend', onEnd);
    };
  }, []);

  if (!dragging) return null;
  return (
    <Flex
      position="fixed"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      p="6"
      bg="brand.950/45"
      backdropFilter="blur(2px)"
      pointerEvents="none"
      data-testid="upload-drop-overlay"
    >
      <Stack
        align="center"
        textAlign="center"
        gap="3"
        maxW="md"
        px={{ base: '8', md: '14' }}
        py={{ base: '8', md: '12' }}
        bg="bg.panel"
        rounded="2xl"
        borderWidth="3px"
        borderStyle="dashed"
        borderColor="brand.400"
        shadow="2xl"
      >
        <Flex color="brand.600">
          <DropFilesIcon width="16" height="16" />
        </Flex>
        <Heading as="p" textStyle="2xl" fontFamily="heading" fontWeight="semibold">
          Drop to upload
        </Heading>
        <Text color="fg.muted">
          {dragging.allowed
            ? 'Photos, videos, PDFs and GEDCOM files join your family library. Other files are skipped.'
            : 'Uploads need the free trial or a paid plan. Drop the files to see your choices.'}
        </Text>
      </Stack>
    </Flex>
  );
}

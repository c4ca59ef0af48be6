import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useAddFiles } from '../hooks/use-add-files';
import { dragHasFiles, readDrop } from '../utils/dropped-files';
import { uploadsAllowed } from '../utils/upload-rules';
import { DropFilesIcon } from './upload-icons';
import { useUploadAccount } from './uploads-provider';
import {  } from '../../../components/ui/icons';

/**
 * Files dragged over any signed-in page: a full-window overlay says they will be uploaded, and
 * dropping them anywhere adds them (folders included). Drags that carry no files pass by.
 */
export function UploadDropOverlay() {
  const addFiles = useAddFiles();
  const account = useUploadAccount();
  const latest = useRef({ addFiles, account });
  useEffect(() => {
    latest.current = { addFiles, account };
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
      if (depth === 1) setDragging({ allowed: uploadsAllowed(latest.current.account, Date.now()) });
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
      void readDrop(event.dataTransfer).then((files) => latest.current.addFiles(files));
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

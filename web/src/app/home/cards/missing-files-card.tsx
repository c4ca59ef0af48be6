import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { MissingFile, MissingFilesResponse } from '@heirloom/shared/contracts/home';
import { filesMatching } from '@heirloom/shared/rules/media-file-names';
import { ACCEPT_FILTERS } from '@heirloom/shared/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { UploadIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { homeKeys, useMissingFiles } from '../../../features/home/api/dashboard';
import { useTrackedUploads } from '../../../features/uploads/hooks/use-tracked-uploads';
import { api } from '../../../lib/api-client';

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** Every missing file's key (all pages), so chosen files are matched against the whole list. */
async function allMissingKeys(first: MissingFilesResponse): Promise<string[]> {
  const keys = first.files.map((file) => file.file_key);
  let next = first.next_page;
  while (next) {
    const page = await api(endpoints.listMissingFiles, { page: next });
    keys.push(...page.files.map((file) => file.file_key));
    next = page.next_page;
  }
  return keys;
}

/**
 * Missing files (spec 001 sections 2 and 7): photos a GEDCOM names (OBJE FILE) that nobody has
 * uploaded. 'Upload missing files' takes any choice of files, uploads the ones whose names match,
 * and once processed each is linked to the people and events that named it.
 */
export function MissingFilesCard({ firstPage }: { firstPage: MissingFilesResponse }) {
  const [showAll, setShowAll] = useState(false);
  const more = useMissingFiles(showAll);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useTrackedUploads();
  const [outcome, setOutcome] = useState<{ uploading: number; unmatched: string[] } | null>(null);
  const queryClient = useQueryClient();

  const files = showAll && more.data ? more.data.pages.flatMap((page) => page.files) : firstPage.files;
  const hasMore = showAll ? more.hasNextPage : firstPage.next_page !== null;

  // The server links each file as it is processed: read the list again once all chosen files settled.
  const settled = uploads.entries.length > 0 && uploads.entries.every((entry) => entry.status === 'complete' || entry.status === 'error');
  const completed = uploads.entries.filter((entry) => entry.status === 'complete').length;
  useEffect(() => {
    if (settled && completed > 0) void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  }, [settled, completed, queryClient]);

  const choose = async (chosen: File[]) => {
    const keys = await allMissingKeys(firstPage);
    const matching = filesMatching(chosen, keys);
    const unmatched = chosen.filter((file) => !matching.includes(file)).map((file) => file.name);
    if (matching.length) uploads.add(matching);
    setOutcome({ uploading: matching.length, unmatched });
  };

  return (
    <SectionCard
      anchor="missing-files"
      title="Missing files"
      description="Photos your family tree file names that are not in Heirloom yet. Upload them and each is linked to its people and events."
      actions={
        <Button size="sm" onClick={() => input.current?.click()}>
          <UploadIcon /> Upload missing files
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={`${ACCEPT_FILTERS.photo},video/*`}
        aria-label="Missing files to upload"
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          void choose(chosen);
        }}
      />
      {outcome && (
        <Box mb="4">
          <FormAlert status={outcome.uploading ? 'info' : 'warning'} title={outcome.uploading ? `Uploading ${outcome.uploading} matching ${outcome.uploading === 1 ? 'file' : 'files'}` : 'None of those files is missing'}>
            {outcome.unmatched.length > 0 && `Not named by your family tree, so not uploaded: ${outcome.unmatched.join(', ')}.`}
          </FormAlert>
        </Box>
      )}
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Missing files">
        {files.map((file) => (
          <MissingFileRow key={file.file_key} file={file} />
        ))}
      </Stack>
      {hasMore && (
        <Button mt="3" size="sm" variant="ghost" loading={more.isFetching} onClick={() => (showAll ? void more.fetchNextPage() : setShowAll(true))}>
          Show more
        </Button>
      )}
    </SectionCard>
  );
}

function MissingFileRow({ file }: { file: MissingFile }) {
  const links = [...file.people.map((p) => ({ to: `/person/${encodeURIComponent(p.id)}`, name: p.name || 'Unnamed person', key: `p${p.id}` })), ...file.events.map((e) => ({ to: `/event/${encodeURIComponent(e.id)}`, name: e.name, key: `e${e.id}` }))];
  return (
    <Box as="li" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }} data-testid="missing-file">
      <HStack justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold" truncate title={file.file_name}>
            {baseName(file.file_name)}
          </Text>
          {file.title && (
            <Text textStyle="sm" color="fg.muted" truncate>
              {file.title}
            </Text>
          )}
        </Box>
        <Text textStyle="xs" color="fg.muted">
          from {file.import_file_name}
        </Text>
      </HStack>
      {links.length > 0 && (
        <Text textStyle="sm" mt="1" color="fg.muted">
          For{' '}
          {links.map((link, index) => (
            <Box as="span" key={link.key}>
              {index > 0 && ', '}
              <AppLink to={link.to}>{link.name}</AppLink>
            </Box>
          ))}
        </Text>
      )}
    </Box>
  );
}

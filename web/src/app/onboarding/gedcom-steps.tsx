import { Box, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { ACCEPT_FILTERS } from '@heirloom/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { CheckIcon, TreeIcon, UploadIcon } from '../../components/ui/icons';
import { importQueryOptions } from '../../features/family/api/imports';
import { ImportReport, type ImportProgress } from '../../features/family/components/import-report-screen';
import { UploadRow } from '../../features/uploads/components/upload-row';
import { useTrackedUploads } from '../../features/uploads/hooks/use-tracked-uploads';
import { useRealtimeMessages } from '../../lib/realtime-react';
import { SelectYourselfPicker } from '../components/select-yourself-picker';
import { UploadPicker } from './upload-picker';

/** step2: upload the .ged file; the import's own progress shows while it runs; done goes on to step3. */
export function GedcomUploadStep({ user, onDone }: { user: UserView; onDone: () => void }) {
  const uploads = useTrackedUploads();
  const entry = uploads.entries.at(-1);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useRealtimeMessages((message) => {
    if (message.type === 'import_progress' && entry?.uploadId && message.upload_id === entry.uploadId) setProgress(message);
  });
  const record = useQuery({ ...importQueryOptions(progress?.import_id ?? ''), enabled: progress !== null });

  // Done when the upload says so, or when the import's own record does (whichever this tab hears first).
  const imported = entry?.status === 'complete' || record.data?.status === 'done';
  useEffect(() => {
    if (imported) onDone();
  }, [imported, onDone]);

  return (
    <Stack gap="4">
      <StepHeading icon={<TreeIcon />} title="Upload your family tree file">
        Choose the .ged file your family tree program saved (Ancestry, MyHeritage, Gramps, FamilySearch and others export one).
      </StepHeading>
      {!entry || entry.status === 'error' ? (
        <UploadPicker user={user} accept={ACCEPT_FILTERS.gedcom} inputLabel="Family tree file" onChoose={(files) => uploads.add(files.slice(0, 1))} alignSelf="flex-start">
          <UploadIcon /> Choose GEDCOM file
        </UploadPicker>
      ) : null}
      {entry && (
        <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border.muted" rounded="lg" overflow="hidden">
          <UploadRow entry={entry} />
        </Box>
      )}
      {record.data && <ImportReport record={record.data} progress={progress} />}
      {entry?.status === 'error' && entry.error && <FormAlert>{entry.error}</FormAlert>}
    </Stack>
  );
}

/** step3: find yourself among the people just imported. */
export function PickYourselfStep({ onDone }: { onDone: () => void }) {
  return (
    <Stack gap="4">
      <StepHeading icon={<TreeIcon />} title="Which person is you?">
        Type your name and choose yourself among the people of your family tree.
      </StepHeading>
      <SelectYourselfPicker onChosen={onDone} emptyHint="Heirloom then shows your parents, children and grandparents from where you stand." />
    </Stack>
  );
}

/** step4: congratulations, and on to the family. */
export function CongratulationsStep() {
  return (
    <Stack gap="3" textAlign="center" align="center" py="4">
      <Circle size="14" bg="sage.600" color="white">
        <CheckIcon width="7" height="7" />
      </Circle>
      <Heading as="h3" textStyle="xl">
        Congratulations! Your family tree is in Heirloom
      </Heading>
      <Text color="fg.muted" maxW="md">
        You are in your tree now. Upload photos next: Heirloom finds the faces, and the files your tree names are linked to their people as you add them.
      </Text>
    </Stack>
  );
}

export function StepHeading({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h3" textStyle="lg" display="flex" alignItems="center" gap="2">
        <Box color="brand.600" display="inline-flex">
          {icon}
        </Box>
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {children}
      </Text>
    </Stack>
  );
}

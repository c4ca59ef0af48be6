import { Alert, Badge, Box, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MAX_KEPT_IMPORT_WARNINGS } from '@heirloom/shared/constants';
import { DataList } from '../../../components/ui/chakra/data-list';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Stat } from '../../../components/ui/chakra/stat';
import type { ImportCounts, ImportView } from '@heirloom/shared/contracts/family';
import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FamilyIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { isApiError } from '../../../lib/api-client';
import { momentText } from '../../../lib/app-dates';
import { countOf } from '../../../lib/count-of';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { useImport } from '../api/imports';
import { familyKeys } from '../api/keys';
import { ExportGedcomButton } from './export-gedcom-button';
import { ImportWarnings } from './import-warnings';
import { LoadError } from '../../../components/load-error';
import { RemoveImport } from './remove-import';

const COUNT_LABELS: Array<['people' | 'families' | 'events' | 'notes' | 'citations' | 'sources', string]> = [
  ['people', 'People'],
  ['families', 'Families'],
  ['events', 'Events'],
  ['notes', 'Notes'],
  ['citations', 'Citations'],
  ['sources', 'Sources'],
];

/** Records the file holds that the tree keeps whole (counted on imports since they were). */
const RECORD_LABELS: Array<['media' | 'repositories' | 'note_records' | 'submitters' | 'other_records', string]> = [
  ['media', 'Media records'],
  ['repositories', 'Repositories'],
  ['note_records', 'Shared notes'],
  ['submitters', 'Submitters'],
  ['other_records', 'Other records'],
];

/**
 * /imports/{id}: a GEDCOM import while it runs (asked about every second, with what has been counted
 * so far) and its report when it ends: what was imported, and every warning with its line number.
 */
export function ImportReportScreen() {
  const { importId = '' } = useParams();
  const record = useImport(importId);
  const progress = useLiveProgress(importId);

  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <title>{record.data ? `Import of ${record.data.file_name} · Heirloom` : 'Family tree import · Heirloom'}</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Family tree import
      </Heading>
      {record.isPending ? (
        <Stack gap="3" mt="6" role="status" aria-label="Loading the import">
          <Skeleton h="6" w="60" />
          <Skeleton h="24" />
        </Stack>
      ) : record.isError ? (
        <Box mt="6">
          {isApiError(record.error, 404) ? (
            <Stack gap="4" align="flex-start">
              <Text>This import is not in your family tree. The link may be out of date.</Text>
              <LinkButton to="/people">See your people</LinkButton>
            </Stack>
          ) : (
            <LoadError what="the import" error={record.error} onRetry={() => void record.refetch()} />
          )}
        </Box>
      ) : (
        <ImportReport record={record.data} progress={progress} />
      )}
    </Container>
  );
}

export type ImportProgress = Extract<RealtimeServerMessage, { type: 'import_progress' }>;

/**
 * The import's own pushes (realtime import_progress): the records read or written so far and the
 * people and families counted, between the server's saved snapshots of the import.
 */
function useLiveProgress(importId: string): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type !== 'import_progress' || message.import_id !== importId) return;
    setProgress(message);
    if (message.phase === 'done') void queryClient.invalidateQueries({ queryKey: familyKeys.import(importId) });
  });
  return progress;
}

const PHASES: Record<ImportProgress['phase'], string> = {
  reading: 'Reading the file',
  writing: 'Adding people, families and events to your tree',
  sweeping: 'Removing what the new version of the file no longer has',
  done: 'Finishing',
};

export function ImportReport({ record, progress = null }: { record: ImportView; progress?: ImportProgress | null }) {
  const running = record.status === 'running';
  // Every warning kept is listed: the report's own, then its pages (an import from before pages kept only its first).
  const listed = record.warning_pages > 0 ? Math.min(record.warning_count, MAX_KEPT_IMPORT_WARNINGS) : record.warnings.length;
  const counts: ImportCounts = running && progress ? liveCounts(record.counts, progress) : record.counts;
  const fraction = running && progress?.phase === 'writing' && progress.total_records ? Math.min(1, progress.records / progress.total_records) : null;
  return (
    <Stack gap="6" mt="2">
      <HStack gap="2" wrap="wrap" color="fg.muted">
        <Text>
          From <strong>{record.file_name}</strong>
        </Text>
        {record.gedcom_version && <Badge variant="outline">GEDCOM {record.gedcom_version}</Badge>}
        {record.encoding && <Badge variant="outline">{record.encoding.toUpperCase()}</Badge>}
      </HStack>

      {running && (
        <Stack gap="3" role="status" aria-live="polite" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '5' }}>
          <Text fontWeight="semibold">Importing {record.file_name}…</Text>
          <ProgressBar label="Import progress" fraction={fraction} size="sm" />
          {progress && (
            <HStack justify="space-between" gap="2" wrap="wrap" textStyle="sm">
              <Text fontWeight="medium" data-testid="import-phase">
                {PHASES[progress.phase]}: {progress.records.toLocaleString('en-US')}
                {progress.total_records ? ` of ${progress.total_records.toLocaleString('en-US')}` : ''} records
              </Text>
              <Text color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="import-time">
                {timeLeft(progress)}
              </Text>
            </HStack>
          )}
          <Text textStyle="sm" color="fg.muted">
            So far {countOf(counts.people, 'person', 'people')}, {countOf(counts.families, 'family', 'families')} and {countOf(counts.events, 'event')} are
            in your tree. This page follows the import as it goes; you can leave it and come back.
          </Text>
        </Stack>
      )}

      {/* Once the family removed the import, what it did to the tree comes first. */}
      {record.removal && <RemoveImport record={record} />}

      {record.status === 'done' && !record.removal && (
        <Alert.Root status="success" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Import finished</Alert.Title>
            <Alert.Description>
              {countOf(record.counts.people, 'person', 'people')} and {countOf(record.counts.families, 'family', 'families')} are in your family tree
              {record.finished_at ? `, imported in ${duration(record.finished_at - record.started_at)}` : ''}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {record.status === 'failed' && (
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The import did not finish</Alert.Title>
            <Alert.Description>{record.error ?? 'Something went wrong while reading the file. Please upload it again.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Box as="section" aria-labelledby="import-counts-heading">
        <Heading as="h2" id="import-counts-heading" textStyle="lg" mb="3">
          {running ? 'Counted so far' : 'What was imported'}
        </Heading>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }} gap="3">
          {COUNT_LABELS.map(([key, label]) => (
            <Stat.Root key={key} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontVariantNumeric="tabular-nums">{counts[key].toLocaleString('en-US')}</Stat.ValueText>
            </Stat.Root>
          ))}
          {RECORD_LABELS.map(([key, label]) => {
            const count = record.counts[key];
            return count === undefined ? null : (
              <Stat.Root key={key} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3">
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">{count.toLocaleString('en-US')}</Stat.ValueText>
              </Stat.Root>
            );
          })}
        </Grid>
      </Box>

      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Started</DataList.ItemLabel>
          <DataList.ItemValue>{momentText(record.started_at)}</DataList.ItemValue>
        </DataList.Item>
        {record.finished_at && (
          <DataList.Item>
            <DataList.ItemLabel>Finished</DataList.ItemLabel>
            <DataList.ItemValue>{momentText(record.finished_at)}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>

      {!running && (
        <Box as="section" aria-labelledby="import-warnings-heading">
          <Heading as="h2" id="import-warnings-heading" textStyle="lg" mb="1">
            {record.warning_count === 0 ? 'No warnings' : record.warning_count === 1 ? '1 warning' : `${record.warning_count.toLocaleString('en-US')} warnings`}
          </Heading>
          <Text color="fg.muted" textStyle="sm" mb="3">
            {record.warning_count === 0
              ? 'No line of the file needed a warning. What the tree does not show is kept as written and goes back into a GEDCOM export.'
              : listed < record.warning_count
                ? `The first ${listed.toLocaleString('en-US')} are listed, each with its line in the file. What they are about was imported as well as it could be.`
                : 'Each with its line in the file. What they are about was imported as well as it could be.'}
          </Text>
          {record.warnings.length > 0 && <ImportWarnings importId={record.id} warnings={record.warnings} pages={record.warning_pages} listed={listed} />}
        </Box>
      )}

      <HStack gap="3" wrap="wrap">
        <LinkButton to="/people">
          <FamilyIcon /> See your people
        </LinkButton>
        {record.status === 'done' && <ExportGedcomButton />}
      </HStack>

      {!record.removal && <RemoveImport record={record} />}
    </Stack>
  );
}

/** The live counts run ahead of the saved record while the import works. */
function liveCounts(saved: ImportCounts, live: ImportProgress): ImportCounts {
  const counts = { ...saved };
  for (const [key] of COUNT_LABELS) counts[key] = Math.max(saved[key], live[key]);
  return counts;
}

function timeLeft(progress: ImportProgress): string {
  const elapsed = `${duration(progress.elapsed_ms)} so far`;
  if (progress.remaining_ms === null) return elapsed;
  if (progress.remaining_ms < 5000) return `${elapsed} · almost done`;
  return `${elapsed} · about ${duration(progress.remaining_ms)} left`;
}

function duration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, AlertIcon, TreeIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';
import { countOf } from '../../../lib/count-of';
import { familyMembersQuery } from '../../../lib/family-role';
import { useNow } from '../../../lib/use-now';
import { useRecentImports } from '../api/imports';

/** Finished imports stay on the people page for a day, so the report is easy to find again. */
const RECENT_MS = 24 * 60 * 60 * 1000;

/**
 * The GEDCOM imports running now or finished recently, each linking to its progress and report.
 * Shows nothing when there are none (or the list cannot be had: the page works without it).
 */
export function RecentImports() {
  const now = useNow();
  const imports = useRecentImports();
  const family = useQuery(familyMembersQuery()).data;
  const shown = (imports.data ?? []).filter((record) => record.status === 'running' || (record.finished_at ?? 0) > now - RECENT_MS).slice(0, 3);
  if (shown.length === 0) return null;
  // Another member's import says whose it is: a family's imports of one file were identical lines.
  const importer = (record: ImportView) =>
    record.imported_by && family && record.imported_by !== family.user_id ? family.members.find((member) => member.user_id === record.imported_by)?.username : undefined;
  return (
    <Stack as="section" aria-label="Family tree imports" gap="2" mb="5">
      {shown.map((record) => (
        <ImportLine key={record.id} record={record} importer={importer(record)} />
      ))}
    </Stack>
  );
}

function ImportLine({ record, importer }: { record: ImportView; importer: string | undefined }) {
  const report = `/imports/${encodeURIComponent(record.id)}`;
  if (record.removal) return <RemovalLine record={record} removal={record.removal} report={report} />;
  const palette = record.status === 'failed' ? 'red' : record.status === 'running' ? 'brand' : 'sage';
  return (
    <HStack gap="3" px="4" py="3" rounded="lg" borderWidth="1px" borderColor={`${palette}.200`} bg={`${palette}.50`} wrap="wrap">
      <Box color={`${palette}.700`}>{record.status === 'running' ? <Spinner size="sm" /> : record.status === 'done' ? <CheckIcon /> : <AlertIcon />}</Box>
      <TreeIcon />
      <Text flex="1" minW="0">
        {record.status === 'running' ? (
          <>
            {importer ? `${importer} is importing` : 'Importing'} <strong>{record.file_name}</strong>: {countOf(record.counts.people, 'person', 'people')} so far.
          </>
        ) : record.status === 'done' ? (
          <>
            {importer ? `${importer} imported` : 'Imported'} <strong>{record.file_name}</strong>: {countOf(record.counts.people, 'person', 'people')}, {countOf(record.counts.families, 'family', 'families')}
            {record.warning_count > 0 ? `, ${countOf(record.warning_count, 'warning')}` : ''}.
          </>
        ) : (
          <>
            {importer ? `${importer}’s import` : 'The import'} of <strong>{record.file_name}</strong> did not finish.
          </>
        )}
      </Text>
      <AppLink to={report} fontWeight="semibold" color={`${palette}.800`} textDecoration="underline">
        {record.status === 'running' ? 'Follow the import' : 'See the report'}
      </AppLink>
    </HStack>
  );
}

/** An import the family took back ('Remove this import'), while it is removed and after. */
function RemovalLine({ record, removal, report }: { record: ImportView; removal: NonNullable<ImportView['removal']>; report: string }) {
  const removing = removal.status !== 'done';
  return (
    <HStack gap="3" px="4" py="3" rounded="lg" borderWidth="1px" borderColor="gray.200" bg="gray.50" wrap="wrap">
      <Box color="gray.700">{removing ? <Spinner size="sm" /> : <CheckIcon />}</Box>
      <TreeIcon />
      <Text flex="1" minW="0">
        {removing ? (
          <>
            Removing <strong>{record.file_name}</strong>: {countOf(removal.removed.people, 'person', 'people')} so far.
          </>
        ) : (
          <>
            Removed <strong>{record.file_name}</strong> from your family tree.
          </>
        )}
      </Text>
      <AppLink to={report} fontWeight="semibold" color="gray.800" textDecoration="underline">
        {removing ? 'Follow the removal' : 'See the report'}
      </AppLink>
    </HStack>
  );
}

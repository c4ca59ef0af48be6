import { Button, Stack } from '@chakra-ui/react';
import { ChevronDownIcon, DownloadIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import { loadChunk } from '../../../lib/lazy-chunk';
import { lazy, Suspense } from 'react';
import { useGedcomExportStore } from '../stores/gedcom-export-store';

/** The menu is code the people list does not need until someone may open it. */
const exportGedcomMenu = deferredPart(() => import('./export-gedcom-menu').then((module) => module.ExportGedcomMenu));
/** So is the progress line, until an export has been asked for. */
const ExportGedcomProgress = lazy(() => loadChunk(() => import('./export-gedcom-progress')).then((module) => ({ default: module.ExportGedcomProgress })));

/** 'Export GEDCOM': the family tree as a file for another family-history program, written as a job and downloaded when ready. */
export function ExportGedcomButton() {
  const following = useGedcomExportStore((state) => state.exportId !== null);
  return (
    <Stack gap="1" align="flex-start">
      <LoadOnIntent
        part={exportGedcomMenu}
        trigger={
          <Button variant="outline" aria-haspopup="menu">
            <DownloadIcon /> Export GEDCOM <ChevronDownIcon />
          </Button>
        }
      />
      {following && (
        <Suspense fallback={null}>
          <ExportGedcomProgress />
        </Suspense>
      )}
    </Stack>
  );
}

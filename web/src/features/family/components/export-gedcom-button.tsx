import { Button } from '@chakra-ui/react';
import { ChevronDownIcon, DownloadIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';

/** The menu is code the people list does not need until someone may open it. */
const exportGedcomMenu = deferredPart(() => import('./export-gedcom-menu').then((module) => module.ExportGedcomMenu));

/** 'Export GEDCOM': the family tree as a file for another family-history program. */
export function ExportGedcomButton() {
  return (
    <LoadOnIntent
      part={exportGedcomMenu}
      trigger={
        <Button variant="outline" aria-haspopup="menu">
          <DownloadIcon /> Export GEDCOM <ChevronDownIcon />
        </Button>
      }
    />
  );
}

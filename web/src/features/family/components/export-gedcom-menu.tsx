import { Portal } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import { EXPORT_FORMATS } from '@heirloom/shared/contracts/family-constants';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { toaster } from '../../../components/ui/toaster';
import { useStartGedcomExport, type GedcomExportVersion } from '../api/gedcom-export';
import { useGedcomExportStore } from '../stores/gedcom-export-store';

const DESCRIPTIONS: Record<GedcomExportVersion, string> = {
  '5.5.1': 'GEDCOM 5.5.1 (most programs)',
  '7.0': 'GEDCOM 7.0 (newest)',
  gedzip: 'GEDZIP with photos (GEDCOM 7)',
};

/**
 * The versions to export (and GEDZIP: the tree with the family's photos and documents), loaded the first time someone may open the menu (see ./export-gedcom-button).
 * Choosing one starts the export job; the button shows its progress and the download starts when
 * the file is ready (./export-gedcom-progress).
 */
export function ExportGedcomMenu({ trigger, defaultOpen }: DeferredPartProps) {
  const start = useStartGedcomExport();
  const follow = useGedcomExportStore((state) => state.follow);
  const choose = (version: GedcomExportVersion) =>
    start.mutate(version, {
      onSuccess: (job) => follow(job.id),
      onError: (error) => toaster.create({ type: 'error', title: 'The export could not be started', description: error instanceof Error ? error.message : undefined }),
    });
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={({ value }) => choose(value as GedcomExportVersion)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {EXPORT_FORMATS.map((version) => (
              <Menu.Item key={version} value={version}>
                {DESCRIPTIONS[version]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

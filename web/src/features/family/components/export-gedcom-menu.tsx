import { Portal } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import { GEDCOM_EXPORT_VERSIONS } from '@heirloom/shared/contracts/family-constants';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { API_BASE_PATH } from '../../../config/env';

/** The address of the whole tree as a GEDCOM file; the browser downloads it with the session cookie. */
export const exportGedcomUrl = (version: (typeof GEDCOM_EXPORT_VERSIONS)[number]) =>
  `${API_BASE_PATH}${endpoints.exportGedcom.path}?${new URLSearchParams({ version })}`;

const DESCRIPTIONS: Record<(typeof GEDCOM_EXPORT_VERSIONS)[number], string> = {
  '5.5.1': 'GEDCOM 5.5.1 (most programs)',
  '7.0': 'GEDCOM 7.0 (newest)',
};

/** The versions to export, loaded the first time someone may open the menu (see ./export-gedcom-button). */
export function ExportGedcomMenu({ trigger, defaultOpen }: DeferredPartProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {GEDCOM_EXPORT_VERSIONS.map((version) => (
              <Menu.Item key={version} value={version} asChild>
                <a href={exportGedcomUrl(version)} download>
                  {DESCRIPTIONS[version]}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

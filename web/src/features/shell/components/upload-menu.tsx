import { Box, Portal } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import { Link as RouterLink } from 'react-router';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { UPLOAD_SOURCES } from '../nav/nav-items';

/** The phone bar's Upload menu, loaded the first time someone may open it (see ./bottom-bar). */
export function UploadMenu({ trigger, defaultOpen }: DeferredPartProps) {
  // Fixed like the bar it rises from: an absolute menu trails the page's scroll by a frame.
  return (
    <Menu.Root positioning={{ placement: 'top', strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Upload files from</Menu.ItemGroupLabel>
              {UPLOAD_SOURCES.map(({ id, label, to, icon: Icon }) => (
                <Menu.Item key={id} value={id} asChild py="2.5" fontSize="md">
                  <RouterLink to={to ?? '/upload'}>
                    <Icon />
                    <Box as="span" flex="1">
                      {label}
                    </Box>
                  </RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

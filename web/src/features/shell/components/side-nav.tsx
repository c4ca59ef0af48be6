import { Box } from '@chakra-ui/react';
import { useDrawerStore } from '../stores/drawer-store';
import { NavList } from './nav-list';

/** The left drawer on desktop and tablet; collapses to icons, remembered on the device. */
export function SideNav() {
  const collapsed = useDrawerStore((state) => state.collapsed);
  return (
    <Box
      as="nav"
      id="app-drawer"
      aria-label="Heirloom"
      display={{ base: 'none', md: 'block' }}
      flexShrink={0}
      w={collapsed ? '16' : '64'}
      transition="width 0.2s ease"
      position="sticky"
      top="16"
      h="calc(100dvh - 4rem)"
      overflowY="auto"
      overflowX="hidden"
      borderRightWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      data-collapsed={collapsed ? '' : undefined}
    >
      <NavList collapsed={collapsed} />
    </Box>
  );
}

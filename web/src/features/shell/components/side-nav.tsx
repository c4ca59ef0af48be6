import { Box } from '@chakra-ui/react';
import { useDrawerStore } from '../stores/drawer-store';
import { NavList } from './nav-list';

/**
 * The left drawer on desktop and tablet; collapses to icons, remembered on the device. The outer
 * column runs the full height of the page; the list inside stays in view while the page scrolls.
 */
export function SideNav() {
  const collapsed = useDrawerStore((state) => state.collapsed);
  return (
    <Box
      display={{ base: 'none', md: 'block' }}
      flexShrink={0}
      w={collapsed ? '16' : '64'}
      transition="width 0.2s ease"
      borderRightWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
    >
      <Box
        as="nav"
        id="app-drawer"
        aria-label="Heirloom"
        position="sticky"
        top="16"
        maxH="calc(100dvh - 4rem)"
        overflowY="auto"
        overflowX="hidden"
        data-collapsed={collapsed ? '' : undefined}
      >
        <NavList collapsed={collapsed} />
      </Box>
    </Box>
  );
}

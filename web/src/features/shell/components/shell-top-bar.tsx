import { Box, Flex, IconButton, Link, Spacer, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SidebarIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { useDrawerStore } from '../stores/drawer-store';

interface ShellTopBarProps {
  /** The plan call to action (trial banner or 'Start your free trial'), when there is one. */
  banner?: ReactNode;
  /** The avatar and its menu. */
  userMenu: ReactNode;
}

/** The signed-in top bar (spec 000 section 2): drawer toggle, logo and title, trial banner, user menu. */
export function ShellTopBar({ banner, userMenu }: ShellTopBarProps) {
  const collapsed = useDrawerStore((state) => state.collapsed);
  const toggleCollapsed = useDrawerStore((state) => state.toggleCollapsed);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="saturate(1.4) blur(8px)" borderBottomWidth="1px" borderColor="border.muted">
      <Flex h="16" align="center" gap={{ base: '2', md: '3' }} px={{ base: '3', md: '4' }}>
        <IconButton
          display={{ base: 'none', md: 'inline-flex' }}
          variant="ghost"
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!collapsed}
          aria-controls="app-drawer"
          _expanded={{ bg: 'transparent' }}
          _hover={{ bg: 'bg.muted' }}
          onClick={toggleCollapsed}
        >
          <SidebarIcon />
        </IconButton>
        <Link asChild aria-label="Heirloom home" _hover={{ textDecoration: 'none' }} rounded="md" gap="2">
          <RouterLink to="/">
            <Logo />
            <Text as="span" fontFamily="heading" fontSize="xl" fontWeight="semibold" color="fg" letterSpacing="tight">
              Heirloom
            </Text>
          </RouterLink>
        </Link>
        <Flex flex="1" justify="center" display={{ base: 'none', md: 'flex' }} minW="0">
          {banner}
        </Flex>
        <Spacer display={{ base: 'block', md: 'none' }} />
        {userMenu}
      </Flex>
      {/* On a phone the banner gets a row of its own under the bar (and none when there is nothing to say). */}
      <Flex display={{ base: 'flex', md: 'none' }} px="3" pb="2" justify="center" css={{ '&:empty': { display: 'none' } }}>
        {banner}
      </Flex>
    </Box>
  );
}

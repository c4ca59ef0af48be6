import { Box, IconButton, Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Collapse } from '../../../components/ui/collapse';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { isCurrentNav, NAV_ITEMS, type NavItem } from '../nav/nav-items';
import { useDrawerStore } from '../stores/drawer-store';

interface NavListProps {
  /** Icons only (the collapsed drawer); names stay available to screen readers. */
  collapsed?: boolean;
  /** Called after following a link (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** The drawer's entries as a list of links, with the groups unfolding in place. */
export function NavList({ collapsed = false, onNavigate }: NavListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="0.5" p="2">
      {NAV_ITEMS.map((item) =>
        item.children ? (
          <NavGroup key={item.id} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <li key={item.id}>
            <NavRow item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </Stack>
  );
}

function NavRow({ item, collapsed, nested, onNavigate }: { item: NavItem; collapsed: boolean; nested?: boolean; onNavigate?: () => void }) {
  const location = useLocation();
  const current = item.to !== undefined && isCurrentNav(item.to, location);
  const Icon = item.icon;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      minH={nested ? '9' : '10'}
      px={collapsed ? '0' : '3'}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      ps={nested && !collapsed ? '10' : undefined}
      rounded="md"
      color={current ? 'brand.800' : 'fg'}
      bg={current ? 'brand.100' : undefined}
      // One weight either way: bold, the longest label ('Documents / Sources') no longer fit the drawer.
      fontWeight="medium"
      textStyle={nested ? 'sm' : 'md'}
      _hover={{ bg: current ? 'brand.100' : 'bg.muted', textDecoration: 'none' }}
      title={collapsed ? item.label : undefined}
      aria-current={current ? 'page' : undefined}
    >
      <RouterLink to={item.to ?? '/'} onClick={onNavigate}>
        {!nested && <Icon />}
        {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <Box as="span" truncate>{item.label}</Box>}
      </RouterLink>
    </Link>
  );
}

function NavGroup({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const open = useDrawerStore((state) => Boolean(state.openGroups[item.id]));
  const toggleGroup = useDrawerStore((state) => state.toggleGroup);
  const setCollapsed = useDrawerStore((state) => state.setCollapsed);
  // The list is drawn twice (drawer and phone menu): ids must differ between the copies.
  const panelId = useId();
  const Icon = item.icon;

  if (collapsed) {
    // In the rail a group is one icon: a link when it has a page, else it unfolds the drawer.
    return (
      <li>
        {item.to ? (
          <NavRow item={item} collapsed onNavigate={onNavigate} />
        ) : (
          <IconButton
            variant="ghost"
            w="full"
            aria-label={item.label}
            title={item.label}
            onClick={() => {
              setCollapsed(false);
              if (!open) toggleGroup(item.id);
            }}
          >
            <Icon />
          </IconButton>
        )}
      </li>
    );
  }

  const chevron = <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />;
  // A disclosure: the button says whether the group is open and which list it opens.
  const disclosure = {
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    'data-state': open ? 'open' : 'closed',
    onClick: () => toggleGroup(item.id),
  };
  return (
    <li>
      {item.to ? (
        <Box display="flex" alignItems="center">
          <Box flex="1" minW="0">
            <NavRow item={item} collapsed={false} onNavigate={onNavigate} />
          </Box>
          <IconButton variant="ghost" size="sm" aria-label={`${item.label} choices`} _expanded={{ bg: 'transparent' }} _hover={{ bg: 'bg.muted' }} {...disclosure}>
            {chevron}
          </IconButton>
        </Box>
      ) : (
        // The links' text style too: a button does not inherit it, and in the phone's More sheet (sm text) it read smaller.
        <Box as="button" display="flex" alignItems="center" gap="3" minH="10" px="3" w="full" rounded="md" fontWeight="medium" textStyle="md" cursor="pointer" _hover={{ bg: 'bg.muted' }} {...disclosure}>
          <Icon />
          <Box as="span" flex="1" textAlign="start">
            {item.label}
          </Box>
          {chevron}
        </Box>
      )}
      <Collapse id={panelId} open={open}>
        <Stack as="ul" listStyleType="none" gap="0.5" mt="0.5">
          {item.children!.map((child) => (
            <Box as="li" key={child.id} position="relative">
              <NavRow item={child} collapsed={false} nested onNavigate={onNavigate} />
            </Box>
          ))}
        </Stack>
      </Collapse>
    </li>
  );
}

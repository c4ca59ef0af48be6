import { Box, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { BellIcon, FamilyIcon, UserIcon } from '../../../components/ui/icons';
import { CardIcon, LinkIcon, LogoutIcon } from '../../../components/ui/more-icons';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { toaster } from '../../../components/ui/toaster';
import { useLogOut } from '../api/logout';
import { useSignedInUser } from '../api/signed-in-user';

interface MenuLink {
  to: string;
  label: string;
  icon: ComponentType;
}

/** Where the menu's Person entry goes: the user's own person, or People to choose one. */
const personPath = (personId: string | null) => (personId ? `/person/${encodeURIComponent(personId)}/details` : '/people');

/** The user menu's list, loaded the first time someone may open it (see ./user-menu). */
export function UserMenuList({ trigger, defaultOpen }: DeferredPartProps) {
  const user = useSignedInUser();
  const logOut = useLogOut();
  const links: MenuLink[] = [
    { to: '/profile', label: 'Profile', icon: UserIcon },
    { to: personPath(user.person), label: 'Person', icon: UserIcon },
    { to: '/invites', label: 'Family & Invites', icon: FamilyIcon },
    { to: '/integrations', label: 'Integrations', icon: LinkIcon },
    { to: '/notifications', label: 'Notification Settings', icon: BellIcon },
    { to: '/billing', label: 'Billing', icon: CardIcon },
  ];

  const logout = () =>
    logOut.mutate(undefined, {
      onError: (error) => toaster.create({ type: 'error', title: 'Could not log out', description: error.message }),
    });

  // Fixed like the sticky bar it hangs from: an absolute menu trails the page's scroll by a frame.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {user.username}
              </Text>
              <Text textStyle="xs" color="fg.muted" truncate>
                {user.email ?? user.phone_number}
              </Text>
            </Box>
            <Menu.Separator />
            {links.map(({ to, label, icon: Icon }) => (
              <Menu.Item key={label} value={label} asChild py="2">
                <RouterLink to={to}>
                  <Icon />
                  {label}
                </RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" py="2" onSelect={logout} disabled={logOut.isPending}>
              <LogoutIcon />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

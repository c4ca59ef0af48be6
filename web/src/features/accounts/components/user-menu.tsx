import { Button, Text } from '@chakra-ui/react';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import { useSignedInUser } from '../api/signed-in-user';
import { initialsOf } from '../../../lib/initials';
import { avatarPalette } from '../utils/avatar-palette';

/** The menu's list and its menu machinery are code the first screen does not need. */
const userMenuList = deferredPart(() => import('./user-menu-list').then((module) => module.UserMenuList));

/** The signed-in user menu (spec 000 section 2), opened from the avatar in the top bar. */
export function UserMenu() {
  const user = useSignedInUser();
  const palette = avatarPalette(user.person_sex);
  return (
    <LoadOnIntent
      part={userMenuList}
      trigger={
        // Named by hidden text, not aria-label: the initials shown would not be part of that name (WCAG 2.5.3).
        <Button variant="ghost" px="1" rounded="full" aria-haspopup="menu">
          <AvatarBadge size="sm" colorPalette={palette} variant="solid" data-palette={palette} fallback={initialsOf(user.username)} aria-hidden />
          <Text srOnly>Account menu for {user.username}</Text>
        </Button>
      }
    />
  );
}

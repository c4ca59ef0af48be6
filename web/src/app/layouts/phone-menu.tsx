import { Portal } from '@chakra-ui/react';
import { Menu } from '../../components/ui/chakra/menu';
import { Link as RouterLink } from 'react-router';
import type { DeferredPartProps } from '../../components/ui/load-on-intent';
import { useUser } from '../../features/accounts/api/user';
import { useEntryPath } from '../../features/accounts/hooks/use-entry-path';
import { PUBLIC_NAV_LINKS } from './top-bar';

/** On a phone the public pages' links fold into this menu, loaded the first time someone may open it (see ./top-bar). */
export function PhoneMenu({ trigger, defaultOpen }: DeferredPartProps) {
  const signedIn = Boolean(useUser().data);
  const loginPath = useEntryPath('/login');
  // Fixed like the sticky bar it hangs from: an absolute menu trails the page's scroll by a frame.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {PUBLIC_NAV_LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild fontSize="md" py="2.5">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            {!signedIn && (
              <>
                <Menu.Separator />
                <Menu.Item value="/login" asChild fontSize="md" py="2.5">
                  <RouterLink to={loginPath}>Login</RouterLink>
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

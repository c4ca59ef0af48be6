import { Box, CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from '../../../components/ui/chakra/drawer';
import { useState } from 'react';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { Logo } from '../../../components/ui/logo';
import { NavList } from './nav-list';

/** The phone bar's More drawer (the whole navigation), loaded the first time someone may open it (see ./bottom-bar). */
export function MoreDrawer({ trigger, defaultOpen }: DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" gap="2" borderBottomWidth="1px" borderColor="border.muted" py="3">
              <Logo width="7" height="7" />
              <Drawer.Title fontFamily="heading" textStyle="lg">
                Heirloom
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <Box as="nav" aria-label="Heirloom">
                <NavList onNavigate={() => setOpen(false)} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ABOVE_PHONE_BAR } from '../../lib/phone-bar';

/**
 * Where the floating statuses (a zip being prepared, the upload pill) sit, so two at once never
 * cover each other: stacked above a phone's bottom bar, in the bottom corners of a wider window.
 * The dock itself lets clicks through to the page; only what is in it takes them.
 */
export function BottomDock({ children }: { readonly children: ReactNode }) {
  return (
    <Flex
      position="fixed"
      zIndex="sticky"
      bottom={{ base: ABOVE_PHONE_BAR, md: '4' }}
      insetX={{ base: '3', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="2"
      pointerEvents="none"
      css={{ '& > *': { pointerEvents: 'auto' } }}
    >
      {children}
    </Flex>
  );
}

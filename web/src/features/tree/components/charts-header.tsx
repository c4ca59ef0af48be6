import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A person's charts' header: the charts' nav, then the chart's own controls (below it on a phone). */
export function ChartsHeader({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3" mb="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      {nav}
      {children}
    </Flex>
  );
}

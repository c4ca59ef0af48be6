import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionTabs, type SectionTab } from '../../components/section-tabs';
import { UploadIcon } from '../../components/ui/icons';
import { LinkButton } from '../../components/ui/router-link';

const TABS: readonly SectionTab[] = [
  { to: '', label: 'Documents' },
  { to: 'sources', label: 'Sources' },
];

/**
 * Documents / Sources (the drawer's entry, spec 000): the family's uploaded documents and the
 * family tree's sources, each a tab with its own address.
 */
export function DocumentsLayout({ current, children }: { current: '' | 'sources'; children: ReactNode }) {
  return (
    <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>{current === 'sources' ? 'Sources · Heirloom' : 'Documents and sources · Heirloom'}</title>
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="2">
        <Box flex="1">
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Documents and sources
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Certificates, letters, census pages and other records, kept as sources for your family tree.
          </Text>
        </Box>
        <LinkButton to="/upload" size="sm" variant="outline">
          <UploadIcon /> Upload documents
        </LinkButton>
      </Flex>
      <Box mb="4">
        <SectionTabs label="Documents and sources" base="/documents" tabs={TABS} current={current} />
      </Box>
      {children}
    </Container>
  );
}

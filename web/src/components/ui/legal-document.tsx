import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { List } from './chakra/list';
import type { ReactNode } from 'react';

export interface LegalSectionEntry {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  summary: ReactNode;
  sections: readonly LegalSectionEntry[];
}

/** A long legal text: title, plain-language summary, contents list, numbered sections. */
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '14' }} px={{ base: '5', md: '8' }}>
      <Heading as="h1" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="semibold">
        {title}
      </Heading>
      <Text mt="2" color="fg.muted" textStyle="sm">
        Last updated {lastUpdated}
      </Text>
      <Box mt="6" p={{ base: '4', md: '5' }} bg="sage.50" borderLeftWidth="4px" borderColor="sage.500" rounded="md">
        <Text fontWeight="semibold" mb="1">
          In short
        </Text>
        <Box color="fg" css={{ '& p + p': { mt: '2' } }}>
          {summary}
        </Box>
      </Box>
      <Box as="nav" aria-labelledby="contents-heading" mt="8">
        <Heading as="h2" id="contents-heading" textStyle="md" fontFamily="body" fontWeight="semibold">
          Contents
        </Heading>
        <List.Root as="ol" mt="2" ps="5" gap="1" listStyleType="decimal" color="brand.700">
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Link href={`#${section.id}`} color="brand.700" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.800' }}>
                {section.title}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Stack gap="8" mt="10">
        {sections.map((section, index) => (
          <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Heading as="h2" id={`${section.id}-heading`} textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" mb="3">
              {index + 1}. {section.title}
            </Heading>
            <Box css={legalBodyStyles}>{section.body}</Box>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

const legalBodyStyles = {
  '& p': { mb: '3' },
  '& ul': { listStyleType: 'disc', ps: '6', mb: '3' },
  '& li': { mb: '1.5' },
  '& h3': { fontWeight: 'semibold', fontSize: 'md', mt: '4', mb: '2' },
  '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& strong': { fontWeight: 'semibold' },
};

import { Box, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EntryCardProps extends Omit<BoxProps, 'title'> {
  title: string;
  /** h1 on a page of its own; h2 when two cards share the welcome page. */
  headingLevel?: 'h1' | 'h2';
  lead?: ReactNode;
  children: ReactNode;
}

/** The panel every sign-in screen sits in: a heading, a line of context, the form. */
export function EntryCard({ title, headingLevel = 'h1', lead, children, ...props }: EntryCardProps) {
  const headingId = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      shadow="sm"
      p={{ base: '5', md: '8' }}
      {...props}
    >
      <Stack gap="2" mb="6">
        <Heading id={headingId} as={headingLevel} textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {children}
    </Box>
  );
}

/** Centres one entry card on the page with the warm backdrop of the public pages. */
export function EntryPage({ children, maxW = 'md' }: { children: ReactNode; maxW?: BoxProps['maxW'] }) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Box maxW={maxW} mx="auto">
        {children}
      </Box>
    </Box>
  );
}

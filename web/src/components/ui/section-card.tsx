import { Box, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps extends Omit<BoxProps, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Gives the section an id for links such as /#unnamed. */
  anchor?: string;
  headingLevel?: 'h2' | 'h3';
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled panel of a signed-in page (profile sections, home cards). */
export function SectionCard({ title, description, anchor, headingLevel = 'h2', actions, children, ...props }: SectionCardProps) {
  const headingId = anchor ? `${anchor}-heading` : undefined;
  return (
    <Box
      as="section"
      id={anchor}
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      shadow="xs"
      p={{ base: '4', md: '6' }}
      {...props}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'flex-start' }} gap="3" mb={children ? '5' : '0'}>
        <Box>
          <Heading id={headingId} as={headingLevel} textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
            {title}
          </Heading>
          {description && (
            <Text mt="1" color="fg.muted" textStyle="sm">
              {description}
            </Text>
          )}
        </Box>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

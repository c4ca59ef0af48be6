import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageIntroProps extends BoxProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The opening band of a public page: its one h1, a short lead, optional actions below. */
export function PageIntro({ eyebrow, title, lead, children, ...props }: PageIntroProps) {
  return (
    <Box as="section" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" pt={{ base: '10', md: '16' }} pb={{ base: '8', md: '12' }} {...props}>
      <Container maxW="4xl" textAlign="center">
        {eyebrow && (
          <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.700" mb="3">
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" textStyle={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="semibold">
          {title}
        </Heading>
        {lead && (
          <Text mt="5" textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx="auto">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}

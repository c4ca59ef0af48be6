import { Badge, Box, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { CheckIcon, ToolsIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';

export interface UpcomingPageContent {
  title: string;
  icon: ComponentType<{ width?: string; height?: string }>;
  summary: string;
  points: string[];
  /** Other places worth visiting meanwhile. */
  related?: Array<{ to: string; label: string }>;
}

/**
 * A part of Heirloom that is still being built: what it will do, said plainly, and a way back.
 * Every drawer and menu entry leads somewhere real, never to a 404.
 */
export function UpcomingPage({ title, icon: Icon, summary, points, related = [] }: UpcomingPageContent) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <title>{`${title} · Heirloom`}</title>
      <Stack gap="6">
        <HStack gap="4" align="center">
          <Box display="inline-flex" p="3" rounded="xl" bg="brand.50" color="brand.700" borderWidth="1px" borderColor="brand.100">
            <Icon width="8" height="8" />
          </Box>
          <Badge colorPalette="orange" variant="subtle" size="md" gap="1.5">
            <ToolsIcon width="1em" height="1em" /> Being built
          </Badge>
        </HStack>
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
            {title}
          </Heading>
          <Text mt="3" textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
            {summary}
          </Text>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
          <Heading as="h2" textStyle="md" fontFamily="body" fontWeight="semibold" mb="3">
            What you will be able to do here
          </Heading>
          <List.Root gap="2.5" variant="plain">
            {points.map((point) => (
              <List.Item key={point} alignItems="flex-start">
                <List.Indicator asChild color="sage.600" mt="1">
                  <CheckIcon />
                </List.Indicator>
                {point}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Text color="fg.muted">
          This part of Heirloom is being built and will appear on this page as soon as it is ready. There is nothing you
          need to do in the meantime.
        </Text>
        <HStack gap="3" wrap="wrap">
          <LinkButton to="/">Back to home</LinkButton>
          {related.map((link) => (
            <LinkButton key={link.to} to={link.to} variant="outline">
              {link.label}
            </LinkButton>
          ))}
        </HStack>
      </Stack>
    </Container>
  );
}

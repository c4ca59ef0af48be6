import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/ui/logo';
import { AppLink } from '../../components/ui/router-link';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle">
      <Container maxW="6xl" py="8" px={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4">
          <HStack gap="3">
            <Logo width="6" height="6" />
            <Text color="fg.muted" textStyle="sm">
              © {year} Heirloom. Family photos and family history, together.
            </Text>
          </HStack>
          <HStack as="nav" aria-label="Legal" gap="5" textStyle="sm">
            <AppLink to="/blog" color="fg.muted">
              Blog
            </AppLink>
            <AppLink to="/privacy" color="fg.muted">
              Privacy Policy
            </AppLink>
            <AppLink to="/terms" color="fg.muted">
              Terms of Service
            </AppLink>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

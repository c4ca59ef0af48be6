import { Badge, Box, Button, Center, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ExternalSystemType, ExternalSystemView } from '@heirloom/shared/contracts/sources';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DropboxIcon, FacebookIcon, GoogleIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useExternalSystems, useUnlinkExternalSystem } from '../api/external-systems';
import { startPkceSignIn, startProviderSignIn } from '../utils/provider-sign-in';

interface SystemInfo {
  system: ExternalSystemType;
  name: string;
  icon: ComponentType<{ width?: string; height?: string }>;
  picker: string;
  /** Importing from it works today. */
  about: string;
}

const SYSTEMS: SystemInfo[] = [
  { system: 'dropbox', name: 'Dropbox', icon: DropboxIcon, picker: '/dropbox', about: 'Browse your Dropbox folders and add the photos you choose.' },
  { system: 'google', name: 'Google Photos', icon: GoogleIcon, picker: '/google', about: 'Pick photos in Google Photos and add them to your family library.' },
  { system: 'facebook', name: 'Facebook', icon: FacebookIcon, picker: '/facebook_photos', about: 'Add the photos you posted on Facebook.' },
];

/**
 * /integrations (spec 001 section 2): one card per outside service with the number of photos the
 * family's library holds from it, connect and disconnect, and the way to its import screen.
 */
export function IntegrationsScreen() {
  const systems = useExternalSystems();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Integrations · Heirloom</title>
      <Stack gap="6">
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
            Integrations
          </Heading>
          <Text mt="2" color="fg.muted" textStyle={{ base: 'md', md: 'lg' }} maxW="3xl">
            The outside services linked to your account. Heirloom only reads the photos you choose to add, and keeps its own copy of each.
          </Text>
        </Box>
        {systems.isPending ? (
          <PageLoader />
        ) : systems.isError ? (
          <FormAlert status="error">{systems.error.message}</FormAlert>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {SYSTEMS.map((info) => (
              <SystemCard key={info.system} info={info} link={systems.data.systems.find((s) => s.system_type === info.system)} signInUrl={systems.data.sign_in[info.system] ?? null} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function SystemCard({ info, link, signInUrl }: { info: SystemInfo; link: ExternalSystemView | undefined; signInUrl: string | null }) {
  const unlink = useUnlinkExternalSystem();
  const [confirming, setConfirming] = useState(false);
  const Icon = info.icon;
  const headingId = `integration-${info.system}`;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" shadow="xs" p="5">
      <Stack gap="4" h="full">
        <HStack justify="space-between" align="flex-start">
          <HStack gap="3">
            <Center boxSize="10" rounded="lg" bg="bg.muted">
              <Icon width="1.5em" height="1.5em" />
            </Center>
            <Heading id={headingId} as="h2" textStyle="lg" fontWeight="semibold">
              {info.name}
            </Heading>
          </HStack>
          {link ? (
            <Badge colorPalette={link.expired ? 'orange' : 'green'} variant="subtle">
              {link.expired ? 'Sign-in expired' : 'Connected'}
            </Badge>
          ) : (
            <Badge variant="subtle">Not connected</Badge>
          )}
        </HStack>
        <Text color="fg.muted" textStyle="sm" flex="1">
          {info.about}
        </Text>
        {link && (
          <Text textStyle="sm" aria-label={`${info.name} photos`}>
            <Text as="span" fontWeight="semibold" textStyle="2xl">
              {link.num_pics}
            </Text>{' '}
            {link.num_pics === 1 ? 'photo' : 'photos'} in your library
          </Text>
        )}
        {link && info.system === 'facebook' && link.permissions.length > 0 && (
          <Text textStyle="xs" color="fg.muted">
            Permissions granted: {link.permissions.join(', ')}
          </Text>
        )}
        {link?.expired && (
          <FormAlert status="warning">
            Heirloom can no longer reach your {info.name}: the sign-in expired or access was removed. Sign in again to keep adding photos; the photos already added stay.
          </FormAlert>
        )}
        {unlink.isError && <FormAlert status="error">{unlink.error.message}</FormAlert>}
        <HStack gap="2" wrap="wrap">
          {link && !link.expired ? (
            <Button size="sm" colorPalette="brand" asChild>
              <RouterLink to={info.picker}>Add photos</RouterLink>
            </Button>
          ) : (
            signInUrl && (
              <Button size="sm" colorPalette="brand" onClick={() => (info.system === 'facebook' ? startProviderSignIn(signInUrl, info.picker) : void startPkceSignIn(signInUrl, info.picker))}>
                {link ? `Sign in to ${info.name} again` : `Connect ${info.name}`}
              </Button>
            )
          )}
          {link && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
        </HStack>
        {!signInUrl && !link && (
          <Text textStyle="sm" color="fg.muted">
            {info.name} is not set up for this site yet.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${info.name}?`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        busy={unlink.isPending}
        error={unlink.isError ? unlink.error.message : null}
        onConfirm={() => unlink.mutate(info.system, { onSuccess: () => setConfirming(false) })}
      >
        Heirloom forgets its access to your {info.name}. The photos you already added stay in your library.
      </ConfirmDialog>
    </Box>
  );
}

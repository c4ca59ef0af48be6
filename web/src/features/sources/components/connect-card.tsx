import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';

/** The picker's first screen while no (working) link exists: what connecting does, and the button. */
export function ConnectCard(props: {
  icon: ComponentType<{ width?: string; height?: string }>;
  service: string;
  lead: string;
  expired: boolean;
  error: string | null;
  signInUrl: string | null;
  connecting: boolean;
  onConnect: () => void;
}) {
  const Icon = props.icon;
  return (
    <Center py={{ base: '6', md: '12' }}>
      <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: '6', md: '8' }} maxW="lg" w="full" shadow="sm">
        <Stack gap="4" align="flex-start">
          <Center boxSize="12" rounded="xl" bg="bg.muted">
            <Icon width="1.8em" height="1.8em" />
          </Center>
          <Heading as="h2" textStyle="xl" fontWeight="semibold">
            {props.expired ? `Connect ${props.service} again` : `Connect ${props.service}`}
          </Heading>
          <Text color="fg.muted">{props.expired ? `Your ${props.service} sign-in has expired. Sign in again to keep adding photos.` : props.lead}</Text>
          {props.error && <FormAlert status="error">{props.error}</FormAlert>}
          {props.signInUrl ? (
            <Button colorPalette="brand" onClick={props.onConnect} loading={props.connecting}>
              {props.expired ? `Sign in to ${props.service}` : `Connect ${props.service}`}
            </Button>
          ) : (
            <FormAlert status="info">{props.service} is not set up for this site yet.</FormAlert>
          )}
        </Stack>
      </Box>
    </Center>
  );
}

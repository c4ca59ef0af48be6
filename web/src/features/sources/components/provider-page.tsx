import { Container, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ExternalSystemType, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import type { ComponentType, ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useExternalSystems } from '../api/external-systems';
import { useAddingCheck } from '../hooks/use-adding-check';
import { useImportUpdates } from '../hooks/use-import-updates';
import { type PendingSignIn, useSignInReturn } from '../hooks/use-sign-in-return';
import { ConnectCard } from './connect-card';

/**
 * A photo source's page: its heading, then the connect card until the system is linked (and again
 * once the link has expired), and the source's own picker (`children`) after that.
 */
export function ProviderPage<R extends { kind: string }>(props: {
  system: ExternalSystemType;
  service: string;
  icon: ComponentType<{ width?: string; height?: string; color?: string }>;
  iconColor?: string;
  lead: string;
  signInReturn: PendingSignIn<R>;
  toLinkRequest: (returned: R) => LinkExternalSystemRequest | null;
  connecting?: boolean;
  onConnect: (signInUrl: string) => void;
  children: ReactNode;
}) {
  useImportUpdates();
  useAddingCheck(props.system);
  const systems = useExternalSystems();
  const { linking, signInError } = useSignInReturn(props.signInReturn, props.toLinkRequest);
  const Icon = props.icon;

  const linked = systems.data?.systems.find((system) => system.system_type === props.system);
  let body;
  if (systems.isPending || linking) body = <PageLoader label={linking ? `Connecting ${props.service}…` : 'Loading…'} />;
  else if (systems.isError) body = <FormAlert status="error">{systems.error.message}</FormAlert>;
  else if (!linked || linked.expired) {
    const signInUrl = systems.data.sign_in[props.system];
    body = (
      <ConnectCard
        icon={props.icon}
        service={props.service}
        lead={props.lead}
        expired={Boolean(linked?.expired)}
        error={signInError}
        signInUrl={signInUrl}
        connecting={props.connecting ?? false}
        onConnect={() => signInUrl && props.onConnect(signInUrl)}
      />
    );
  } else body = props.children;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }} pb="28">
      <title>{`Import from ${props.service} · Heirloom`}</title>
      <Stack gap="5">
        <HStack gap="3">
          <Icon width="1.8em" height="1.8em" color={props.iconColor} />
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            {`Import from ${props.service}`}
          </Heading>
        </HStack>
        {body}
      </Stack>
    </Container>
  );
}

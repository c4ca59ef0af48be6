import { Box, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Stat } from '../../../components/ui/chakra/stat';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import type { InviterInfo } from '@heirloom/shared/contracts/sharing';
import { useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { HeroIllustration } from '../../../components/ui/hero-illustration';
import { AppLink, LinkButton } from '../../../components/ui/router-link';
import { useInviterInfo } from '../api/invites';

const numberFormat = new Intl.NumberFormat();

/**
 * The inviter's person in the family tree, when they chose themselves and it is not simply their
 * username: the page names them as the invitation e-mail signs (the username) and adds this.
 */
export function inviterTreeName(info: InviterInfo): string | null {
  const name = [info.prefix, info.first_name, info.middle_name, info.last_name, info.suffix].filter(Boolean).join(' ');
  return name && name !== info.username ? name : null;
}

/**
 * /facebook_welcome/{inviterId}?invite=&key=, public: who invites you, how many people and photos
 * their family has, social sign-in, Sign Up and a short animation of the product (spec 001
 * sections 1 and 2). After signing up or in, the visitor lands on the waiting invite.
 */
export function InviteLanding({ signedIn, socialSignIn }: { signedIn: boolean; socialSignIn: ReactNode }) {
  const inviterId = useParams().inviterId ?? '';
  const [params, setParams] = useSearchParams();
  const inviteId = params.get('invite');
  const key = params.get('key');
  const invitePath = inviteId ? `/invite/${encodeURIComponent(inviteId)}${key ? `?${new URLSearchParams({ key })}` : ''}` : '/invites';
  // The counts are shown only for an open invite: its id and key from the link say which.
  const info = useInviterInfo(inviterId, inviteId, key);
  const notFound = info.isError || !inviteId || !key;

  // Sign-in and sign-up (social ones too) go on to redirect_to: the waiting invite.
  useEffect(() => {
    if (params.get('redirect_to') !== invitePath) setParams((current) => ({ ...Object.fromEntries(current), redirect_to: invitePath }), { replace: true });
  }, [invitePath, params, setParams]);

  // An e-mailed invite: sign-up starts with the address it went to.
  const invitedEmail = info.data?.invited_email;
  const afterEntry = new URLSearchParams({ ...(invitedEmail ? { email: invitedEmail } : {}), redirect_to: invitePath }).toString();
  const name = info.data?.username ?? null;
  const treeName = info.data ? inviterTreeName(info.data) : null;

  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" py={{ base: '8', md: '14' }}>
      <title>{name ? `${name} invites you · ${PRODUCT_NAME}` : `Your invitation · ${PRODUCT_NAME}`}</title>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
          <Stack gap="5">
            {notFound ? (
              <FormAlert>This invitation was not found, has expired or was turned off. Ask the person who invited you to send a new one.</FormAlert>
            ) : (
              <Heading as="h1" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="semibold" lineHeight="1.15">
                {name ? `${name} invites you to join their family on ${PRODUCT_NAME}` : <Skeleton as="span" display="block" height="10" />}
              </Heading>
            )}
            {treeName && !notFound && (
              <Text fontWeight="medium" color="fg.muted" data-testid="inviter-tree-name">
                {treeName} in the family tree
              </Text>
            )}
            <Text textStyle="lg" color="fg.muted">
              See the family's photos and family tree, and help fill in what you remember. Free for you, always.
            </Text>
            {info.data && (
              <HStack gap="8" aria-label="Their family so far">
                {/* A <dl> names before values (dt, then dd); the number is drawn above its label all the same. */}
                <Stat.Root>
                  <Stat.Label>{info.data.person_count === 1 ? 'person' : 'people'} in the tree</Stat.Label>
                  <Stat.ValueText order={-1}>{numberFormat.format(info.data.person_count)}</Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>{info.data.image_count === 1 ? 'photo' : 'photos'}</Stat.Label>
                  <Stat.ValueText order={-1}>{numberFormat.format(info.data.image_count)}</Stat.ValueText>
                </Stat.Root>
              </HStack>
            )}
            {signedIn ? (
              // An invite that is gone has nothing to open: the way back into the app instead.
              notFound ? (
                <LinkButton to="/" variant="outline" size="lg" alignSelf="flex-start">
                  Back to your family
                </LinkButton>
              ) : (
                <LinkButton to={invitePath} colorPalette="brand" size="lg" alignSelf="flex-start">
                  Open the invite
                </LinkButton>
              )
            ) : (
              <Stack gap="3" maxW="sm">
                {socialSignIn}
                <LinkButton to={`/signup?${afterEntry}`} colorPalette="brand" size="lg">
                  Sign Up
                </LinkButton>
                <Text textStyle="sm" color="fg.muted">
                  Already have an account? <AppLink to={`/login?${afterEntry}`}>Log in</AppLink>
                </Text>
              </Stack>
            )}
          </Stack>
          <ProductAnimation />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

const CAPTIONS = ['Photos from every branch of the family', 'Faces found and named', 'One family tree, filled in together'];

/** A short looping animation of the product (no video file to download): the tree with captions taking turns. */
function ProductAnimation() {
  return (
    <Box position="relative" aria-hidden="true" css={{ '@media (prefers-reduced-motion: reduce)': { '& *': { animation: 'none !important' } } }}>
      <HeroIllustration w="100%" h="auto" css={{ animation: 'heirloomFloat 6s ease-in-out infinite', '@keyframes heirloomFloat': { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-8px)' } } }} />
      <Box position="relative" h="8" mt="4" textAlign="center">
        {CAPTIONS.map((caption, index) => (
          <Text
            key={caption}
            position="absolute"
            insetX="0"
            fontWeight="medium"
            color="fg.muted"
            opacity="0"
            css={{
              animation: `heirloomCaption 9s ${index * 3}s infinite`,
              '@keyframes heirloomCaption': { '0%': { opacity: 0 }, '5%, 28%': { opacity: 1 }, '33%, 100%': { opacity: 0 } },
            }}
          >
            {caption}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

import { Box, Container, HStack, IconButton, Link, Spacer, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { MenuIcon } from '../../components/ui/more-icons';
import { deferredPart, LoadOnIntent } from '../../components/ui/load-on-intent';
import { Logo } from '../../components/ui/logo';
import { LinkButton } from '../../components/ui/router-link';
import { usePublicPageUser } from '../../features/accounts/api/user';
import { useEntryPath } from '../../features/accounts/hooks/use-entry-path';

export const PUBLIC_NAV_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/plans', label: 'Pricing' },
  { to: '/about', label: 'About' },
] as const;

/**
 * Top bar of the public pages (spec 000 section 2): logo, title, Features, Pricing, About, Sign Up,
 * Login. Someone already signed in reading a public page gets a way back into the app instead.
 */
export function TopBar() {
  const signedIn = Boolean(usePublicPageUser());
  const loginPath = useEntryPath('/login');
  const signupPath = useEntryPath('/signup');
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="saturate(1.4) blur(8px)" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="6xl" h="16" display="flex" alignItems="center" gap={{ base: '2', md: '6' }} px={{ base: '4', md: '6' }}>
        <Link asChild aria-label="Heirloom home" _hover={{ textDecoration: 'none' }} rounded="md">
          <RouterLink to="/">
            <Logo />
            <Text as="span" fontFamily="heading" fontSize="xl" fontWeight="semibold" color="fg" letterSpacing="tight">
              Heirloom
            </Text>
          </RouterLink>
        </Link>

        <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
          {PUBLIC_NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              asChild
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              color="fg.muted"
              _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ color: 'brand.700', bg: 'brand.50' }}
            >
              <NavLink to={link.to}>{link.label}</NavLink>
            </Link>
          ))}
        </HStack>

        <Spacer />

        {signedIn ? (
          <HStack gap="1">
            <LinkButton to="/" size={{ base: 'sm', md: 'md' }}>
              Open Heirloom
            </LinkButton>
            <Box display={{ base: 'block', md: 'none' }}>
              <PhoneMenu />
            </Box>
          </HStack>
        ) : (
          <>
            <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
              <LinkButton to={loginPath} variant="ghost">
                Login
              </LinkButton>
              <LinkButton to={signupPath}>Sign Up</LinkButton>
            </HStack>

            <HStack gap="1" display={{ base: 'flex', md: 'none' }}>
              <LinkButton to={signupPath} size="sm">
                Sign Up
              </LinkButton>
              <PhoneMenu />
            </HStack>
          </>
        )}
      </Container>
    </Box>
  );
}

/** On a phone the links fold into one menu; its code is not needed until someone may open it. */
const phoneMenu = deferredPart(() => import('./phone-menu').then((module) => module.PhoneMenu));

function PhoneMenu() {
  return (
    <LoadOnIntent
      part={phoneMenu}
      trigger={
        <IconButton aria-label="Open menu" aria-haspopup="menu" variant="ghost" size="md">
          <MenuIcon />
        </IconButton>
      }
    />
  );
}

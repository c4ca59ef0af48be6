import { Box, Container, HStack, IconButton, Link, Menu, Portal, Spacer, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { MenuIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { LinkButton } from '../../components/ui/router-link';
import { useUser } from '../../features/accounts/api/user';

const NAV_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/plans', label: 'Pricing' },
  { to: '/about', label: 'About' },
] as const;

/**
 * Top bar of the public pages (spec 000 section 2): logo, title, Features, Pricing, About, Sign Up,
 * Login. Someone already signed in reading a public page gets a way back into the app instead.
 */
export function TopBar() {
  const signedIn = Boolean(useUser().data);
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
          {NAV_LINKS.map((link) => (
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
              <PhoneMenu signedIn />
            </Box>
          </HStack>
        ) : (
          <>
            <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
              <LinkButton to="/login" variant="ghost">
                Login
              </LinkButton>
              <LinkButton to="/signup">Sign Up</LinkButton>
            </HStack>

            <HStack gap="1" display={{ base: 'flex', md: 'none' }}>
              <LinkButton to="/signup" size="sm">
                Sign Up
              </LinkButton>
              <PhoneMenu signedIn={false} />
            </HStack>
          </>
        )}
      </Container>
    </Box>
  );
}

/** On a phone the links fold into one menu. */
function PhoneMenu({ signedIn }: { signedIn: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="md">
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {NAV_LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild fontSize="md" py="2.5">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            {!signedIn && (
              <>
                <Menu.Separator />
                <Menu.Item value="/login" asChild fontSize="md" py="2.5">
                  <RouterLink to="/login">Login</RouterLink>
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Badge, Box, CloseButton, Drawer, Grid, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { FamilyIcon, MoreIcon, PhotosIcon, UploadIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { UPLOAD_SOURCES } from '../nav/nav-items';
import { NavList } from './nav-list';

const tabStyles = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: '16',
  w: 'full',
  textStyle: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  _currentPage: { color: 'brand.700' },
  _expanded: { color: 'brand.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

function TabLabel({ icon: Icon, children }: { icon: ComponentType<{ width?: string; height?: string }>; children: ReactNode }) {
  return (
    <>
      <Icon width="1.5em" height="1.5em" />
      <Text as="span">{children}</Text>
    </>
  );
}

/** On a phone, instead of the drawer: Photos, People, Upload and More (spec 000 section 2). */
export function BottomBar() {
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);

  return (
    <Box
      as="nav"
      aria-label="Quick links"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid templateColumns="repeat(4, 1fr)" as="ul" listStyleType="none">
        <li>
          <chakra.a asChild {...tabStyles}>
            <RouterLink to="/photos/strip" aria-current={pathname === '/photos/strip' ? 'page' : undefined}>
              <TabLabel icon={PhotosIcon}>Photos</TabLabel>
            </RouterLink>
          </chakra.a>
        </li>
        <li>
          <chakra.a asChild {...tabStyles}>
            <RouterLink to="/people" aria-current={pathname === '/people' ? 'page' : undefined}>
              <TabLabel icon={FamilyIcon}>People</TabLabel>
            </RouterLink>
          </chakra.a>
        </li>
        <li>
          <Menu.Root positioning={{ placement: 'top' }}>
            <Menu.Trigger asChild>
              <chakra.button type="button" {...tabStyles}>
                <TabLabel icon={UploadIcon}>Upload</TabLabel>
              </chakra.button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Upload files from</Menu.ItemGroupLabel>
                    {UPLOAD_SOURCES.map(({ id, label, to, icon: Icon, soon }) => (
                      <Menu.Item key={id} value={id} asChild py="2.5" fontSize="md">
                        <RouterLink to={to ?? '/upload'}>
                          <Icon />
                          <Box as="span" flex="1">
                            {label}
                          </Box>
                          {soon && (
                            <Badge colorPalette="orange" variant="subtle" size="sm">
                              Soon
                            </Badge>
                          )}
                        </RouterLink>
                      </Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </li>
        <li>
          <Drawer.Root open={moreOpen} onOpenChange={(details) => setMoreOpen(details.open)} placement="start" size="xs">
            <Drawer.Trigger asChild>
              <chakra.button type="button" {...tabStyles}>
                <TabLabel icon={MoreIcon}>More</TabLabel>
              </chakra.button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header display="flex" alignItems="center" gap="2" borderBottomWidth="1px" borderColor="border.muted" py="3">
                    <Logo width="7" height="7" />
                    <Drawer.Title fontFamily="heading" textStyle="lg">
                      Heirloom
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body p="0">
                    <Box as="nav" aria-label="Heirloom">
                      <NavList onNavigate={() => setMoreOpen(false)} />
                    </Box>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </li>
      </Grid>
    </Box>
  );
}

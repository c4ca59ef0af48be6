import { Box, Grid, Text, chakra } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { FamilyIcon, MoreIcon, PhotosIcon, UploadIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';

/** The Upload menu and the More drawer are code the first screen does not need. */
const uploadMenu = deferredPart(() => import('./upload-menu').then((module) => module.UploadMenu));
const moreDrawer = deferredPart(() => import('./more-drawer').then((module) => module.MoreDrawer));

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
          <LoadOnIntent
            part={uploadMenu}
            trigger={
              <chakra.button type="button" aria-haspopup="menu" {...tabStyles}>
                <TabLabel icon={UploadIcon}>Upload</TabLabel>
              </chakra.button>
            }
          />
        </li>
        <li>
          <LoadOnIntent
            part={moreDrawer}
            trigger={
              <chakra.button type="button" aria-haspopup="dialog" {...tabStyles}>
                <TabLabel icon={MoreIcon}>More</TabLabel>
              </chakra.button>
            }
          />
        </li>
      </Grid>
    </Box>
  );
}

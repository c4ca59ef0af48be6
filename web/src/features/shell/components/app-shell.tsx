import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHeaderScrollPadding } from '../../../hooks/use-header-scroll-padding';
import { useScrollRestoration } from '../../../hooks/use-scroll-restoration';
import { AppFooter } from './app-footer';
import { BottomBar } from './bottom-bar';
import { ShellTopBar } from './shell-top-bar';
import { SideNav } from './side-nav';
import { UnnamedPeopleSnackbar } from './unnamed-people-snackbar';
import { NO_UPLOADS, type UploadCounts } from './upload-counters';

const MAIN_ID = 'app-main';

interface AppShellProps {
  banner?: ReactNode;
  userMenu: ReactNode;
  uploadCounts?: UploadCounts;
  /** Opens the sheet listing the files being uploaded (from the footer counters). */
  onShowUploads?: () => void;
  children: ReactNode;
}

/**
 * The signed-in frame: top bar, left drawer (a bottom bar on a phone), the page, the footer with
 * the upload counters, and the unnamed-people snackbar. What goes in the bar comes from the app,
 * so this feature knows nothing about accounts.
 */
export function AppShell({ banner, userMenu, uploadCounts = NO_UPLOADS, onShowUploads, children }: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  useScrollRestoration();
  useHeaderScrollPadding();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID} zIndex="skipNav">
        Skip to main content
      </SkipNavLink>
      <ShellTopBar banner={banner} userMenu={userMenu} />
      <Flex flex="1" align="stretch">
        <SideNav />
        <Flex direction="column" flex="1" minW="0" pb={{ base: '16', md: '0' }}>
          <Box as="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
            {children}
          </Box>
          <AppFooter uploadCounts={uploadCounts} onShowUploads={onShowUploads} />
        </Flex>
      </Flex>
      <BottomBar />
      <UnnamedPeopleSnackbar />
    </Flex>
  );
}

/** After a client-side navigation, move focus to the new page so screen readers start there. */
function useFocusMainOnNavigation(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

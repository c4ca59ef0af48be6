import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useHeaderScrollPadding } from '../../hooks/use-header-scroll-padding';
import { useScrollRestoration } from '../../hooks/use-scroll-restoration';
import { usePageLoading } from '../lazy-page';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const MAIN_ID = 'main-content';

/** The signed-out shell: skip link, top bar, the page, footer. */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  useScrollRestoration();
  useHeaderScrollPadding();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID} zIndex="skipNav">
        Skip to main content
      </SkipNavLink>
      <NavigationProgress />
      <TopBar />
      <Box as="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}

/** After a client-side navigation, move focus to the new page so screen readers start there. */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
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

/** A thin bar while the next page's code loads, so a slow connection does not look frozen. */
function NavigationProgress() {
  const busy = usePageLoading();
  return (
    <Box position="fixed" top="0" insetX="0" h="3px" zIndex="toast" pointerEvents="none" aria-hidden="true">
      <Box
        h="full"
        bg="brand.500"
        width={busy ? '80%' : '0%'}
        opacity={busy ? 1 : 0}
        transition={busy ? 'width 8s cubic-bezier(0.1, 0.7, 0.2, 1)' : 'opacity 0.3s'}
      />
    </Box>
  );
}

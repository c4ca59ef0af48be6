import { Box, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

export interface SectionTab {
  /** Relative to the page's address ('details', 'charts/all'). */
  to: string;
  label: string;
  /** Other addresses under the page that belong to this tab ('charts' for every chart). */
  matches?: string;
}

/**
 * The page's tabs as links (every tab is a real address, spec 001 section 2); the current one is
 * marked for screen readers with aria-current. On a phone the row scrolls sideways, its edges fading
 * where more tabs lie beyond them, so the reader knows there are more.
 */
export function SectionTabs({ label, base, tabs, current }: { label: string; base: string; tabs: readonly SectionTab[]; current: string }) {
  const navRef = useRef<HTMLElement>(null);
  // On a phone the current tab may be off to the side: bring it into view (the row only, never the page).
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const row = nav.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.right > row.right) nav.scrollLeft += tab.right - row.right + 24;
    else if (tab.left < row.left) nav.scrollLeft -= row.left - tab.left + 24;
  }, [current]);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const nav = navRef.current;
    if (!nav) return;
    const before = nav.scrollLeft > 1;
    const after = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
    setMore((known) => (known.before === before && known.after === after ? known : { before, after }));
  }, []);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    measure();
    // The row and its tabs: their widths settle after the first paint (fonts, a count on a tab), not only when the window resizes.
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    if (nav.firstElementChild) observer.observe(nav.firstElementChild);
    return () => observer.disconnect();
  }, [measure, current]);
  const fade = `linear-gradient(to right, ${more.before ? 'transparent, black 2.5rem' : 'black'}, ${more.after ? 'black calc(100% - 2.5rem), transparent' : 'black'})`;
  return (
    <Box
      as="nav"
      ref={navRef}
      aria-label={label}
      borderBottomWidth="1px"
      borderColor="border.muted"
      overflowX="auto"
      css={{ scrollbarWidth: 'thin', maskImage: fade }}
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      onScroll={measure}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <HStack as="ul" listStyleType="none" gap="1" minW="max-content">
        {tabs.map((tab) => {
          const active = current === tab.to || (tab.matches !== undefined && current.startsWith(tab.matches));
          return (
            <Box as="li" key={tab.to}>
              <Box
                asChild
                display="inline-flex"
                alignItems="center"
                px="3"
                py="2.5"
                fontWeight="medium"
                color={active ? 'brand.700' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={active ? 'brand.600' : 'transparent'}
                mb="-1px"
                _hover={{ color: 'fg', borderColor: active ? 'brand.600' : 'border' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px', rounded: 'sm' }}
              >
                <Link to={`${base}/${tab.to}`} aria-current={active ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </Box>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}

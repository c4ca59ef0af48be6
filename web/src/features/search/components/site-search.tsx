import { Box, Button, type SystemStyleObject } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import type { SearchDialogProps } from './search-dialog';

/** The dialog, its searches and its list are code the first screen does not need. */
const searchDialog = deferredPart<SearchDialogProps>(() => import('./search-dialog').then((module) => module.SearchDialog));

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Whether a key pressed here is someone typing (then '/' is a slash, not the search). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const isDialogShown = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((dialog) => dialog.getClientRects().length > 0);

/** The button's word: read out everywhere, shown from md up (a phone shows the magnifier alone). */
const LABEL_SHOWN_FROM_MD: SystemStyleObject = {
  flex: '1',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clipPath: { base: 'inset(50%)', md: 'none' },
};

/**
 * The top bar's search of the family's people, events, sources and places. Ctrl+K (Cmd+K on a Mac) opens it
 * from anywhere, and '/' where nobody is typing, as in the photo libraries people know. On a phone it is
 * the magnifier alone.
 */
export function SiteSearch({ accountId }: SearchDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      // Not over a dialog already open (the photo viewer, a form): the search would open behind it.
      if (!(chord || slash) || event.defaultPrevented || isDialogShown()) return;
      event.preventDefault();
      button.current?.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <LoadOnIntent
      part={searchDialog}
      props={{ accountId }}
      trigger={
        <Button
          ref={button}
          variant={{ base: 'ghost', md: 'outline' }}
          rounded={{ base: 'full', md: 'md' }}
          aria-keyshortcuts={isApple() ? 'Meta+K /' : 'Control+K /'}
          aria-haspopup="dialog"
          px={{ base: '0', md: '3' }}
          minW={{ base: '10', md: '48', lg: '60' }}
          justifyContent={{ base: 'center', md: 'flex-start' }}
          color={{ md: 'fg.muted' }}
          fontWeight="normal"
        >
          <SearchIcon />
          {/* Named by its text, not an aria-label, so what is read out is what is shown (the hint aside). */}
          <Box as="span" css={LABEL_SHOWN_FROM_MD}>
            Search
          </Box>
          {/* A plain <kbd>: Chakra's Kbd would add its recipe to every page's theme for this one hint. */}
          <Box as="kbd" display={{ base: 'none', lg: 'inline-flex' }} px="1.5" rounded="sm" borderWidth="1px" borderColor="border" bg="bg.subtle" textStyle="xs" fontFamily="inherit" aria-hidden>
            {isApple() ? '⌘K' : 'Ctrl K'}
          </Box>
        </Button>
      }
    />
  );
}

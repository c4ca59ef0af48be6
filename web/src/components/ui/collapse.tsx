import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Chakra's collapsible timing ('moderate' duration, the CSS default easing). */
const TIMING: KeyframeAnimationOptions = { duration: 200, easing: 'ease' };

/** jsdom and very old browsers have no Web Animations: there the panel just shows or hides. */
const canAnimate = () => typeof Element !== 'undefined' && typeof Element.prototype.animate === 'function';

interface CollapseProps {
  /** The id the disclosure button's aria-controls points at. */
  id: string;
  open: boolean;
  children: ReactNode;
}

/**
 * The panel of a disclosure (a button with aria-expanded and aria-controls): hidden while closed,
 * growing and fading in when opened and shrinking away when closed, as Chakra's Collapsible does.
 * Written here because Collapsible brings a state machine library (zag) into the first load for
 * what a `hidden` attribute and two animations do; the panel is drawn open without animating
 * when it starts open.
 */
export function Collapse({ id, open, children }: CollapseProps) {
  const panel = useRef<HTMLDivElement>(null);
  // A closing panel is still drawn while it shrinks.
  const [closing, setClosing] = useState(false);
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    setClosing(!open && canAnimate());
  }
  const animated = useRef(open);

  useLayoutEffect(() => {
    const element = panel.current;
    if (animated.current === open || !element || !canAnimate()) return;
    animated.current = open;
    const height = `${element.scrollHeight}px`;
    const frames = open
      ? [{ height: '0px', opacity: 0 }, { height, opacity: 1 }]
      : [{ height, opacity: 1 }, { height: '0px', opacity: 0 }];
    const animation = element.animate(frames, TIMING);
    if (!open) animation.onfinish = () => setClosing(false);
    return () => animation.cancel();
  }, [open]);

  return (
    <Box ref={panel} id={id} overflow="hidden" data-state={open ? 'open' : 'closed'} hidden={!open && !closing}>
      {children}
    </Box>
  );
}

import { cloneElement, useId, useLayoutEffect, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactElement, type SyntheticEvent } from 'react';
import { loadChunk } from '../../lib/lazy-chunk';

/** What a part loaded on intent receives: the trigger to wrap, and whether to open at once. */
export interface DeferredPartProps {
  /** The trigger element, for the part's `<Menu.Trigger asChild>` (or Popover's, Drawer's). */
  trigger: ReactElement;
  /** True when the trigger was pressed before the code arrived: the part opens as it mounts. */
  defaultOpen: boolean;
}

/** A menu, popover or drawer (with its own props P) whose code is fetched once, the first time someone may open it. */
export interface DeferredPart<P extends object = object> {
  load: () => Promise<ComponentType<P & DeferredPartProps>>;
  /** Set once the code has arrived, so later mounts (another page, the phone layout) draw at once. */
  loaded: ComponentType<P & DeferredPartProps> | undefined;
}

export function deferredPart<P extends object = object>(load: () => Promise<ComponentType<P & DeferredPartProps>>): DeferredPart<P> {
  let pending: Promise<ComponentType<P & DeferredPartProps>> | undefined;
  const part: DeferredPart<P> = {
    loaded: undefined,
    load: () =>
      (pending ??= loadChunk(load).then(
        (component) => (part.loaded = component),
        (error: unknown) => {
          // A failed fetch (offline for a moment) is tried again on the next intent.
          pending = undefined;
          throw error;
        },
      )),
  };
  return part;
}

/** Keys that press a focused button (a menu's arrow keys work once its code is there). */
const PRESSING_KEYS = new Set(['Enter', ' ']);

type TriggerProps = {
  'data-intent-trigger'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: SyntheticEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: (event: SyntheticEvent<HTMLElement>) => void;
};

const markedTrigger = (mark: string) => document.querySelector<HTMLElement>(`[data-intent-trigger="${mark}"]`);

/** Stand-ins (by mark) with a pointer down on them right now. */
const pressedStandIns = new Set<string>();

/**
 * A press that began on the stand-in and ends on the real trigger (the code arrived in between)
 * has already opened the part: its closing click must not toggle it shut again.
 */
function swallowClosingClick(mark: string): void {
  const stop = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const swallow = (event: MouseEvent) => {
    stop();
    if (!(event.target instanceof Node) || !markedTrigger(mark)?.contains(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, true);
  // A new press starts afresh.
  window.addEventListener('pointerdown', stop, true);
}

/**
 * Draws `trigger` alone (the same button, so the first screen looks the same) and fetches the
 * part's code on the first sign of intent: the pointer over or pressing the trigger, or keyboard
 * focus on it. Nothing is lost on the way: a press (pointer, Enter, Space, a screen reader's
 * click) before the code has arrived opens the part as soon as it mounts, and keyboard
 * focus moves to the part's own trigger when it replaces the stand-in.
 */
export function LoadOnIntent<P extends object = object>({ part, trigger, props }: { part: DeferredPart<P>; trigger: ReactElement<TriggerProps>; props?: P }) {
  const [Loaded, setLoaded] = useState(() => part.loaded);
  const [openRequested, setOpenRequested] = useState(false);
  // Marks the stand-in and then the real trigger (the part passes unknown props on to its trigger).
  const triggerMark = useId();
  const [refocus, setRefocus] = useState(false);

  // A layout effect, in the same task as the swap: with a passive one the browser could hand a key
  // pressed right then (Enter on the trigger) to the body, between the stand-in's removal and the refocus.
  useLayoutEffect(() => {
    // Opening moves focus into the part itself; otherwise focus stays on the (new) trigger.
    if (Loaded && refocus && !openRequested) markedTrigger(triggerMark)?.focus();
  }, [Loaded, refocus, openRequested, triggerMark]);

  const marked = cloneElement(trigger, { 'data-intent-trigger': triggerMark });
  if (Loaded) return <Loaded {...(props as P)} trigger={marked} defaultOpen={openRequested} />;

  const load = () => {
    part.load().then(
      (component) => {
        // Read before the swap: removing a focused element does not reliably report a blur.
        setRefocus(document.activeElement !== null && document.activeElement === markedTrigger(triggerMark));
        if (pressedStandIns.delete(triggerMark)) swallowClosingClick(triggerMark);
        setLoaded(() => component);
      },
      // The stand-in stays; the next intent tries again.
      () => undefined,
    );
  };
  const open = () => {
    setOpenRequested(true);
    load();
  };
  const own = trigger.props;
  return cloneElement(marked, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      load();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      // Only the primary button (or a finger) presses.
      if (event.button > 0) return;
      pressedStandIns.add(triggerMark);
      open();
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      pressedStandIns.delete(triggerMark);
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      pressedStandIns.delete(triggerMark);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      load();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (!PRESSING_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
    onClick: (event) => {
      own.onClick?.(event);
      open();
    },
  });
}

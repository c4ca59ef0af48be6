/**
 * Whether an event's name follows its automatic name (spec 000 section 4, "Event auto-name"):
 * on by default; typing a name turns it off; clearing the name turns it back on.
 */
export interface EventNaming {
  name: string;
  auto_name: boolean;
}

/** A new event starts with the automatic name, switched on. */
export function startEventNaming(currentAutoName: string): EventNaming {
  return { name: currentAutoName, auto_name: true };
}

/**
 * The person edited the name box. Any text turns the automatic name off and is kept exactly as typed
 * (trimming while someone types would fight their cursor); a blank box turns it back on and shows the
 * automatic name again.
 */
export function editEventName(typed: string, currentAutoName: string): EventNaming {
  if (typed.trim() === '') return startEventNaming(currentAutoName);
  return { name: typed, auto_name: false };
}

/**
 * The type or the participants changed, so the automatic name may have too. A name still on automatic
 * follows it; a name the person typed stays as it is.
 */
export function refreshEventName(naming: EventNaming, currentAutoName: string): EventNaming {
  return naming.auto_name ? { name: currentAutoName, auto_name: true } : naming;
}

import type { SystemContext } from '@chakra-ui/react';

type RecipeKind = 'recipes' | 'slotRecipes';

const added: Record<RecipeKind, Record<string, object>> = { recipes: {}, slotRecipes: {} };
let connectedSystem: SystemContext | undefined;

function copyInto(system: SystemContext): void {
  // The system looks recipes up in this very object when a component first renders (and caches
  // what it found), so a recipe added before that first render styles the component as usual.
  const theme = (system._config.theme ??= {});
  Object.assign((theme.recipes ??= {}), added.recipes);
  Object.assign((theme.slotRecipes ??= {}), added.slotRecipes);
}

/**
 * Adds recipes to the app's Chakra system. The components in this folder call it when their module
 * is first imported, so each recipe travels in the chunk of the pages that use the component
 * instead of the first load (dialogs, tables, menus... are drawn by no first screen).
 */
export function addRecipes(kind: RecipeKind, recipes: Record<string, object>): void {
  Object.assign(added[kind], recipes);
  if (connectedSystem) copyInto(connectedSystem);
}

/** Called once with the app's system (web/src/app/theme.ts); recipes added earlier are copied in. */
export function connectDeferredRecipes(system: SystemContext): void {
  connectedSystem = system;
  copyInto(system);
}

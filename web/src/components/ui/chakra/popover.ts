import { Popover } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { addRecipes } from './deferred-recipes';

// Chakra's Popover, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { popover: popoverSlotRecipe });

export { Popover };

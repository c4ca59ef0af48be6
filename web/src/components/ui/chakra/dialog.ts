import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { addRecipes } from './deferred-recipes';

// Chakra's Dialog, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { dialog: dialogSlotRecipe });

export { Dialog };

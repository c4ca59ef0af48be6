import { Stat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { addRecipes } from './deferred-recipes';

// Chakra's Stat, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { stat: statSlotRecipe });

export { Stat };

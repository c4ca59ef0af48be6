import { Tag } from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme/recipes/tag';
import { addRecipes } from './deferred-recipes';

// Chakra's Tag, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { tag: tagSlotRecipe });

export { Tag };

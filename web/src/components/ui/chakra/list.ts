import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list';
import { addRecipes } from './deferred-recipes';

// Chakra's List, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { list: listSlotRecipe });

export { List };

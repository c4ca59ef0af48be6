import { Menu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { addRecipes } from './deferred-recipes';

// Chakra's Menu, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { menu: menuSlotRecipe });

export { Menu };

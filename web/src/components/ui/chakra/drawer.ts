import { Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { addRecipes } from './deferred-recipes';

// Chakra's Drawer, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { drawer: drawerSlotRecipe });

export { Drawer };

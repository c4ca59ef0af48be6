import { Breadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { addRecipes } from './deferred-recipes';

// Chakra's Breadcrumb, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { breadcrumb: breadcrumbSlotRecipe });

export { Breadcrumb };

import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { addRecipes } from './deferred-recipes';

// Chakra's Table, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { table: tableSlotRecipe });

export { Table };

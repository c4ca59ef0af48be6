import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { addRecipes } from './deferred-recipes';

// Chakra's DataList, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { dataList: dataListSlotRecipe });

export { DataList };

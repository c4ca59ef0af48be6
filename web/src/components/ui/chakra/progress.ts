import { Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { addRecipes } from './deferred-recipes';

// Chakra's Progress, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { progress: progressSlotRecipe });

export { Progress };

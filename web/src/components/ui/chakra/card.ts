import { Card } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { addRecipes } from './deferred-recipes';

// Chakra's Card, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { card: cardSlotRecipe });

export { Card };

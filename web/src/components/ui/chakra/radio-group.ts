import { RadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme/recipes/radio-group';
import { radiomarkRecipe } from '@chakra-ui/react/theme/recipes/radiomark';
import { addRecipes } from './deferred-recipes';

// Chakra's RadioGroup, styled by recipes that come with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { radioGroup: radioGroupSlotRecipe });
addRecipes('recipes', { radiomark: radiomarkRecipe });

export { RadioGroup };

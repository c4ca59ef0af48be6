import { Code } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme/recipes/code';
import { addRecipes } from './deferred-recipes';

// Chakra's Code, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('recipes', { code: codeRecipe });

export { Code };

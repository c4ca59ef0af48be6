import { Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { addRecipes } from './deferred-recipes';

// Chakra's Textarea, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('recipes', { textarea: textareaRecipe });

export { Textarea };

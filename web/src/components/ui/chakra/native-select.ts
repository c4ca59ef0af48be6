import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { addRecipes } from './deferred-recipes';

// Chakra's NativeSelect, styled by a recipe that comes with this module (see deferred-recipes.ts).
addRecipes('slotRecipes', { nativeSelect: nativeSelectSlotRecipe });

export { NativeSelect };

import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

/**
 * Chakra's Input (its `input` recipe and props) on a plain `<input>`. Chakra's own is Ark's
 * Field.Input, which brings Ark's field code along even where no Field surrounds it; use this one
 * for an input outside a Field on a first screen (such as /people's search).
 */
export const PlainInput = withContext<HTMLInputElement, InputProps>('input');

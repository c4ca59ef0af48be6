import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const THEME_FOLDER = dirname(fileURLToPath(import.meta.resolve('@chakra-ui/react/theme')));

/**
 * `@chakra-ui/react/theme/<file>` (`recipes/dialog`, `tokens/colors`): one module of Chakra's
 * theme. The package exports its theme only as one index module that re-exports every recipe, and
 * the bundler files every module that index re-exports under the first load as soon as the app
 * imports from it, even the ones only later pages use. Importing the files themselves, the first
 * load carries only the recipes the first screens draw (web/src/app/theme.ts) and each other
 * recipe travels with the component that needs it (web/src/components/ui/chakra).
 * Types: the same path in tsconfig.base.json.
 */
export const chakraThemeFiles = { find: /^@chakra-ui\/react\/theme\/([a-z-]+(?:\/[a-z-]+)?)$/, replacement: `${THEME_FOLDER}/$1.js` };

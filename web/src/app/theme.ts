import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { avatarSlotRecipe } from '@chakra-ui/react/theme/recipes/avatar';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-ui/react/theme/recipes/checkmark';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { inputAddonRecipe } from '@chakra-ui/react/theme/recipes/input-addon';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { skipNavLinkRecipe } from '@chakra-ui/react/theme/recipes/skip-nav-link';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { connectDeferredRecipes } from '../components/ui/chakra/deferred-recipes';

/**
 * Heirloom's look: warm terracotta for action, sage for calm accents, warm stone greys instead of
 * blue-greys, a serif for headings (album captions, old letters) and the system sans for reading.
 * Light mode only for now; every colour here passes WCAG AA on the cream background.
 */
const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));

const colorPaletteTokens = (name: string) => ({
  solid: { value: `{colors.${name}.600}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  subtle: { value: `{colors.${name}.100}` },
  muted: { value: `{colors.${name}.200}` },
  emphasized: { value: `{colors.${name}.300}` },
  focusRing: { value: `{colors.${name}.500}` },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: palette({
          50: '#FDF4EF', 100: '#FAE4D8', 200: '#F3C6AF', 300: '#E9A27F', 400: '#DC7C53',
          500: '#C65F36', 600: '#A84B28', 700: '#873B21', 800: '#66301D', 900: '#4A2417', 950: '#2B140C',
        }),
        sage: palette({
          50: '#F3F6F1', 100: '#E3EBDF', 200: '#C7D6BF', 300: '#A4BD98', 400: '#7F9F70',
          500: '#628553', 600: '#4D6B41', 700: '#3E5535', 800: '#32442B', 900: '#283623', 950: '#151D12',
        }),
        gray: palette({
          50: '#FAF7F2', 100: '#F3EEE6', 200: '#E6DED3', 300: '#D3C7B8', 400: '#A99C8C',
          500: '#7E7264', 600: '#5F5549', 700: '#4A4239', 800: '#332D27', 900: '#231F1B', 950: '#161310',
        }),
        honey: { value: '#F6C177' },
      },
      fonts: {
        heading: { value: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: colorPaletteTokens('brand'),
        sage: colorPaletteTokens('sage'),
        bg: {
          DEFAULT: { value: '#FFFCF8' },
          subtle: { value: '{colors.gray.50}' },
          muted: { value: '{colors.gray.100}' },
          panel: { value: 'white' },
        },
        fg: {
          DEFAULT: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.600}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', lineHeight: '1.6' },
    'h1, h2, h3, h4': { textWrap: 'balance' },
  },
});

/**
 * Chakra's default theme with only the recipes of the components the first screens use: the full
 * set is about 114 KB of the first load, most of it for components the app never shows (date and
 * colour pickers, combobox, tree view...). Components no first screen draws (dialogs, tables,
 * menus...) are imported from web/src/components/ui/chakra, whose modules bring their recipes
 * along. test/unit/web/chakra-recipes.test.ts fails when the app uses a component whose recipe is
 * in neither place, so nothing ships unstyled.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
};

// Chakra's theme as its own index module assembles it (theme/index.js). The pieces come from their
// own files: importing that index would file every recipe under the first load (web/scripts/chakra-theme-files.ts).
const tokens = {
  aspectRatios, animations, blurs, borders, colors, durations, easings, fonts, fontSizes, fontWeights,
  letterSpacings, lineHeights, radii, spacing, sizes, zIndex: zIndices, cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

/** What `defaultConfig` holds (Chakra's preset.js), with the recipes above instead of all of them. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
connectDeferredRecipes(system);

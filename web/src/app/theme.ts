import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

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
 * Chakra's default theme with only the recipes of the components the app uses: the full set is
 * about 114 KB of the first load, most of it for components the app never shows (date and colour
 * pickers, combobox, tree view...). test/unit/web/chakra-recipes.test.ts fails when the app starts
 * using a component whose recipe is missing here, so nothing ships unstyled.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** What `defaultConfig` holds (Chakra's preset.js), with the recipes above instead of all of them. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

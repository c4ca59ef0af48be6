/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { recipes, slotRecipes, system } from '../../../web/src/app/theme';

/**
 * The app's Chakra system carries only the recipes of the components it uses (web/src/app/theme.ts,
 * to keep them out of the first load). This guard fails when web code imports a Chakra component
 * whose recipe is not in the system, so nobody ships an unstyled component, and when it imports a
 * Chakra name nobody has classified yet.
 */

/** Every Chakra component the web code may import, with the recipes it (or what it renders) styles with. */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert', 'icon'],
  Avatar: ['avatar'],
  AvatarGroup: ['avatar'],
  Badge: ['badge'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Table: ['table'],
  Tag: ['tag'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  // Layout, text and helpers: styled by props, no recipe.
  Box: [],
  Center: [],
  ChakraProvider: [],
  Circle: [],
  Flex: [],
  Float: [],
  Grid: [],
  Group: [],
  HStack: [],
  Image: [],
  Portal: [],
  SimpleGrid: [],
  Spacer: [],
  Stack: [],
  Text: [],
  VStack: [],
  VisuallyHidden: [],
  Wrap: [],
  chakra: [],
  createSystem: [],
  createToaster: [],
  // Chakra's recipes on our own elements: the avatar, checkbox and input recipes, by key (web/src/components/ui).
  createRecipeContext: ['input'],
  createSlotRecipeContext: ['avatar', 'checkbox'],
  defaultBaseConfig: [],
  defineConfig: [],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const DEFERRED_FOLDER = 'web/src/components/ui/chakra';

/** The modules that bring a component together with its recipe (web/src/components/ui/chakra). */
const deferredModules = () => sourceFiles(DEFERRED_FOLDER).filter((file) => !file.endsWith('deferred-recipes.ts'));

/** Value names imported from `from` (a module pattern) anywhere in web/src, type-only imports left out. */
function namesImported(from: string, files = sourceFiles('web/src')): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g'))) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) used.set(name, file);
      }
    }
  }
  return used;
}

/** Value names imported from '@chakra-ui/react' anywhere in web/src outside the deferred modules. */
const chakraNamesUsed = () => namesImported('@chakra-ui/react', sourceFiles('web/src').filter((file) => !file.startsWith(DEFERRED_FOLDER)));

describe('the Chakra system (web/src/app/theme.ts)', () => {
  const used = chakraNamesUsed();
  const deferred = namesImported("[.]{1,2}/(?:[^']*/)?chakra/(?!deferred-recipes)[a-z-]+");

  it('finds the Chakra components the web code uses', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('Skeleton')).toBe(true);
  });

  it('knows which recipes every Chakra name the web code imports needs', () => {
    const unclassified = [...used].filter(([name]) => !(name in RECIPES_OF)).map(([name, file]) => `${name} (${file})`);
    expect(unclassified, 'add these to RECIPES_OF with the recipes they use').toEqual([]);
  });

  it('finds the components imported together with their recipes', () => {
    expect(deferred.has('Dialog')).toBe(true);
    const unclassified = [...deferred].filter(([name]) => !(name in RECIPES_OF)).map(([name, file]) => `${name} (${file})`);
    expect(unclassified, 'add these to RECIPES_OF with the recipes they use').toEqual([]);
  });

  it('has the recipe of every component the web code imports from Chakra directly', () => {
    const missing = [...used.keys()].flatMap((name) => (RECIPES_OF[name] ?? []).filter((key) => !(key in recipes) && !(key in slotRecipes)).map((key) => `${name}: ${key}`));
    expect(missing, 'add these recipes to web/src/app/theme.ts').toEqual([]);
    for (const name of used.keys()) {
      for (const key of RECIPES_OF[name] ?? []) expect(system.getRecipe(key) ?? system.getSlotRecipe(key), `${name}: ${key}`).toBeTruthy();
    }
  });

  it('adds the recipes of each component imported from web/src/components/ui/chakra when its module loads', async () => {
    for (const file of deferredModules()) {
      vi.resetModules();
      const { system: freshSystem } = await import('../../../web/src/app/theme');
      const exported = Object.keys(await import(`../../../${file}`));
      expect(exported.length, file).toBeGreaterThan(0);
      for (const name of exported) {
        for (const key of RECIPES_OF[name] ?? []) expect(freshSystem.getRecipe(key) ?? freshSystem.getSlotRecipe(key), `${file}: ${name} needs ${key}`).toBeTruthy();
      }
    }
  });

  it('adds a recipe whose module loaded before the system was made', async () => {
    vi.resetModules();
    await import('../../../web/src/components/ui/chakra/dialog');
    const { system: laterSystem } = await import('../../../web/src/app/theme');
    expect(laterSystem.getSlotRecipe('dialog')).toBeTruthy();
  });
});

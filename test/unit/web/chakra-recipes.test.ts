/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

/** Value names imported from '@chakra-ui/react' anywhere in web/src (type-only imports left out). */
function chakraNamesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles('web/src')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) used.set(name, file);
      }
    }
  }
  return used;
}

describe('the Chakra system (web/src/app/theme.ts)', () => {
  const used = chakraNamesUsed();

  it('finds the Chakra components the web code uses', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('Dialog')).toBe(true);
  });

  it('knows which recipes every Chakra name the web code imports needs', () => {
    const unclassified = [...used].filter(([name]) => !(name in RECIPES_OF)).map(([name, file]) => `${name} (${file})`);
    expect(unclassified, 'add these to RECIPES_OF with the recipes they use').toEqual([]);
  });

  it('has the recipe of every component the web code uses', () => {
    const missing = [...used.keys()].flatMap((name) => (RECIPES_OF[name] ?? []).filter((key) => !(key in recipes) && !(key in slotRecipes)).map((key) => `${name}: ${key}`));
    expect(missing, 'add these recipes to web/src/app/theme.ts').toEqual([]);
    for (const name of used.keys()) {
      for (const key of RECIPES_OF[name] ?? []) expect(system.getRecipe(key) ?? system.getSlotRecipe(key), `${name}: ${key}`).toBeTruthy();
    }
  });
});

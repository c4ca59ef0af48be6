// One lint setup for the whole repo. Besides the usual rules it enforces the import direction:
// shared <- lambdas, shared <- web, never web <-> lambdas, never one web feature into another.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// zod's `z` export is one object holding all of zod, so esbuild keeps all of it (every locale) in a
// Lambda bundle that uses it: 454 KB, where `import * as z` keeps what is used (85 KB for one schema).
const zodAsNamespace = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Write `import * as z from 'zod'` (`import type { z }` is fine): the `z` object keeps all of zod in every Lambda bundle.",
};

const webFeatures = ['accounts', 'shell', 'uploads', 'photos', 'documents', 'people', 'family', 'events', 'places', 'system', 'blog'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', zodAsNamespace],
    },
  },
  {
    files: ['shared/**'],
    rules: noImports([
      { group: ['**/lambdas/**', '@heirloom/lambdas/*', '**/web/**', '@heirloom/web/*', '**/infra/**', '@heirloom/infra/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'react', '@aws-sdk/*'], message: 'shared/ is pure: it may not import lambdas, web, infra, React or the AWS SDK.' },
    ]),
  },
  {
    files: ['lambdas/**'],
    rules: noImports([
      { group: ['**/web/**', '@heirloom/web/*', '**/infra/**', '@heirloom/infra/*', 'react', 'react-dom'], message: 'lambdas/ may import shared/ only, never web/ or infra/.' },
    ]),
  },
  {
    // What a GEDCOM import builds for every record and item. In V8 (Node 20) an object literal that
    // starts with a spread and goes on gets maps of its own, ~0.7 µs for each property after the
    // spread: such literals were more than half of an import's own CPU. Spread last instead.
    files: ['lambdas/domain/genealogy-import/map-records.ts', 'lambdas/adapters/aws/dynamo-family-items.ts', 'lambdas/adapters/aws/event-folds.ts', 'lambdas/adapters/aws/entities/item-writer.ts'],
    rules: {
      // zodAsNamespace again: this rule's options replace the ones set for every file.
      'no-restricted-syntax': ['error', zodAsNamespace, { selector: 'ObjectExpression > SpreadElement:first-child + *', message: 'An object literal on the import path may not start with a spread followed by more (slow in V8): put the spread last, or Object.assign onto a fresh object.' }],
    },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImports([
        { group: ['**/lambdas/**', '@heirloom/lambdas/*', '**/infra/**', '@heirloom/infra/*', '@aws-sdk/*'], message: 'web/ may import shared/ only, never lambdas/ or infra/.' },
      ]),
    },
  },
  {
    // The build's prerendering step runs in Node, not the browser: it renders the blog's Markdown
    // with the same code (lambdas/domain/blog) the publish command uses, so both give the same HTML.
    files: ['web/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: noImports([
      { group: ['**/infra/**', '@heirloom/infra/*', '@aws-sdk/*'], message: 'The web build scripts may use shared/ and the blog domain, never infra/ or the AWS SDK.' },
    ]),
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: noImports([
      { group: ['**/lambdas/**', '@heirloom/lambdas/*', '**/infra/**', '@heirloom/infra/*', '@aws-sdk/*'], message: 'web/ may import shared/ only, never lambdas/ or infra/.' },
      {
        group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `**/features/${other}`]),
        message: 'Web features never import each other: compose them in src/app.',
      },
    ]),
  })),
);

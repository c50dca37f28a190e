import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // What `npm run generate` writes is held by its generator and by spec/generated/current.spec.ts
  // (regenerated and compared), and type-checked with the rest: lint the generator, not its output.
  { ignores: ['dist/', 'docs/api/', 'node_modules/', 'coverage/', 'reports/', '.stryker-tmp/', 'src/*/generated/', 'src/models/generated/', 'src/webhooks/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Each parsed type is named by an interface that extends what its schema infers, so that
    // declarations and editors show `ShortUser` rather than the whole structure.
    files: ['src/models/**', 'src/webhooks/generated/models/**'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    // Written by `npm run generate` from GitHub's description: a module per tag, as long as the tag is.
    files: ['src/models/**', 'src/*/generated/**', 'src/webhooks/generated/models/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The CommonJS example: what a `require` user writes.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', console: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['spec/**', 'scripts/**', 'bench/**', 'examples/**'],
    rules: { 'max-lines': 'off' },
  },
);

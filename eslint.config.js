// Lint rules, including the architecture boundary from STYLE.md §3.1: the pure core
// (parsers, stats, compare, gate, report, schema) must not touch the file system, child
// processes, the GitHub toolkit, or the global `process`. Only the edges listed in EDGE_FILES may.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const EDGE_FILES = [
  'src/cli.ts',
  'src/cli-entry.ts',
  'src/cli/**',
  'src/action.ts',
  'src/io/**',
  'src/github/**',
  'src/store/**',
  'src/run/**',
];

const IO_MODULES = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'child_process', 'node:child_process', 'node:net', 'node:http', 'node:https'];

export default tseslint.config(
  { ignores: ['eslint.config.js', 'dist/**', 'node_modules/**', 'coverage/**', 'scripts/perf/work/**', 'tmp/**', 'scripts/**/*.mjs', 'scripts/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: EDGE_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        paths: IO_MODULES.map((name) => ({ name, message: 'The pure core does no IO: take data as arguments and do IO in src/cli.ts, src/io/, src/store/, src/run/ or src/github/.' })),
        patterns: [{ group: ['@actions/*'], message: 'Only src/action.ts and src/github/ may use the GitHub toolkit.' }],
      }],
      'no-restricted-globals': ['error', { name: 'process', message: 'The pure core takes environment, clock and streams as arguments (Ports), never from the global process.' }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Take the clock from Ports so output is deterministic.' },
        { object: 'Math', property: 'random', message: 'The decision path is deterministic: no randomness.' }],
    },
  },
  {
    files: ['__tests__/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);

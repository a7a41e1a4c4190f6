// An ESLint of the project's own config for tests of its syntax rules, which lint a line of code as if it stood in
// a real file. Type-aware rules need the whole program; the rules tested here read only the code's syntax.
import { ESLint } from 'eslint';

export const syntaxLinter = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { project: null, projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
});

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code (most wording of the specification is English);
// French is the default and fallback locale of the interface.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'it'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      // scripts/check-catalogs.mjs extracts into a scratch copy to see whether the catalogs are current.
      path: `${process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

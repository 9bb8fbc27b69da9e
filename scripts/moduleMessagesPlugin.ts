// A Vite plugin that makes the default locale's messages follow their code (decision 0034). For each source
// module named in the French catalogue's origins (`#: src/...`), it prepends the compiled French messages
// of that module and registers them into src/i18n/moduleMessages.ts, so the bundler puts them in whichever
// chunk holds the module: the entry carries the shell's messages only, a screen's chunk its own (issue 49,
// bench measure 1, the first screen's JavaScript). Translators keep one .po per locale; English and
// Italian still load their whole catalogue on a switch (@lingui/vite-plugin compiles those imports).
// It runs in every mode (build, dev server, Vitest), so what a test sees is what the build ships.
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export interface ModuleMessagesOptions {
  /** The locale whose messages follow their modules. */
  locale: string;
  /** The module that owns the registry (exports `registerMessages`), relative to the project root. */
  registry: string;
}

/** A catalogue entry as Lingui's catalogue reader gives it: the origins are [file, line?] pairs. */
interface CatalogueEntry {
  origin?: [string, number?][];
  obsolete?: boolean;
}

/**
 * The compiled messages of each origin file, as the JSON text of a Lingui `Messages` object, keyed by
 * the file's path relative to the root. A message used by several files goes with each of them.
 */
export function messagesByModule(
  locale: string,
  entries: Record<string, CatalogueEntry>,
  translations: Record<string, string>,
): Map<string, string> {
  const byFile = new Map<string, Record<string, string>>();
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    for (const [file] of entry.origin ?? []) {
      const messages = byFile.get(file) ?? {};
      messages[id] = translations[id] ?? id;
      byFile.set(file, messages);
    }
  }
  const compiled = new Map<string, string>();
  for (const [file, messages] of byFile) {
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length > 0) {
      throw new Error(`${locale} messages of ${file} do not compile: ${errors.map((e) => e.id).join(', ')}`);
    }
    compiled.set(file, JSON.stringify((JSON.parse(source) as { messages: unknown }).messages));
  }
  return compiled;
}

/** The code put before a module's own: its messages, registered before any of its statements runs. */
export function registration(messagesJson: string, registryImport: string): string {
  return (
    `import { registerMessages as __registerModuleMessages } from ${JSON.stringify(registryImport)};\n` +
    `__registerModuleMessages(JSON.parse(${JSON.stringify(messagesJson)}));\n`
  );
}

export function moduleMessages({ locale, registry }: ModuleMessagesOptions): Plugin {
  const config = getConfig();
  const root = config.rootDir ?? process.cwd();
  const registryFile = resolve(root, registry);
  let catalogueFile = '';
  const catalogue = getCatalogs(config).then(([catalog]) => {
    if (!catalog) throw new Error('lingui.config has no catalogue');
    catalogueFile = resolve(root, `${catalog.path.replace('{locale}', locale)}.po`);
    return catalog;
  });
  let loaded: { mtime: number; byModule: Map<string, string> } | undefined;

  /** The messages per module, read again when the catalogue file changed (the dev server, extract). */
  async function byModule(): Promise<Map<string, string>> {
    const catalog = await catalogue;
    const mtime = statSync(catalogueFile).mtimeMs;
    if (loaded?.mtime === mtime) return loaded.byModule;
    const entries = (await catalog.read(locale)) as Record<string, CatalogueEntry> | undefined;
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales ?? {},
      sourceLocale: config.sourceLocale ?? 'en',
    });
    loaded = { mtime, byModule: messagesByModule(locale, entries ?? {}, messages) };
    return loaded.byModule;
  }

  return {
    name: 'module-messages',
    // Before the macro and TypeScript transforms: the import line is valid in any source module.
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('?') || id.includes('\0') || !id.startsWith(root)) return null;
      const messages = (await byModule()).get(relative(root, id));
      this.addWatchFile(catalogueFile);
      if (messages === undefined) return null;
      let registryImport = relative(dirname(id), registryFile).replace(/\.ts$/, '');
      if (!registryImport.startsWith('.')) registryImport = `./${registryImport}`;
      const source = new MagicString(code);
      source.prepend(registration(messages, registryImport));
      return { code: source.toString(), map: source.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

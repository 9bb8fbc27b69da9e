import { describe, expect, it } from 'vitest';
import { messagesByModule, registration } from '../../scripts/moduleMessagesPlugin';

// Decision 0034: the French catalogue split by the modules its messages come from.
describe('messagesByModule', () => {
  const entries = {
    shared: { origin: [['src/a.tsx'], ['src/b.ts']] as [string][] },
    plural: { origin: [['src/b.ts']] as [string][] },
    gone: { origin: [['src/a.tsx']] as [string][], obsolete: true },
  };
  const translations = {
    shared: 'Enregistrer',
    plural: '{count, plural, one {# jeu} other {# jeux}}',
    gone: 'Ancien',
  };

  it('gives each origin module its messages compiled, a shared one to each, and leaves obsolete ones out', () => {
    const byModule = messagesByModule('fr', entries, translations);

    expect([...byModule.keys()].sort()).toEqual(['src/a.tsx', 'src/b.ts']);
    expect(JSON.parse(byModule.get('src/a.tsx') ?? '')).toEqual({ shared: ['Enregistrer'] });
    const b = JSON.parse(byModule.get('src/b.ts') ?? '');
    expect(b.shared).toEqual(['Enregistrer']);
    expect(b.plural).toEqual([
      ['count', 'plural', { one: ['#', ' jeu'], other: ['#', ' jeux'], offset: undefined }],
    ]);
  });

  it('registers them before the module’s own statements, through the registry module', () => {
    const code = registration('{"shared":["Enregistrer"]}', '../i18n/moduleMessages');

    expect(code).toBe(
      'import { registerMessages as __registerModuleMessages } from "../i18n/moduleMessages";\n' +
        '__registerModuleMessages(JSON.parse("{\\"shared\\":[\\"Enregistrer\\"]}"));\n',
    );
  });
});

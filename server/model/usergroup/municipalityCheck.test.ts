import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import type { CurrentUser } from '../../auth/session.ts';
import { checkMunicipalities } from './municipalityCheck.ts';

const require = createRequire(import.meta.url);
const someone = {} as CurrentUser;

describe('checkMunicipalities', () => {
  test('a current commune, a municipal district and a delegated commune sharing its chef-lieu code are fine', () => {
    // 97302 Cayenne; 75101 Paris 1er; 74010 is both Annecy and its delegated commune Annecy.
    const answer = checkMunicipalities(someone, ['97302', '75101', '74010']);
    expect(answer.issues).toEqual([]);
    expect(answer.checked).toBe(3);
  });

  test('a delegated and an associated commune name the current commune that took them over', () => {
    expect(checkMunicipalities(someone, ['74011', '01120']).issues).toEqual([
      {
        code: '74011',
        status: 'delegated',
        name: 'Annecy-le-Vieux',
        replaced_by: { insee: '74010', display_name: 'Annecy' },
      },
      {
        code: '01120',
        status: 'associated',
        name: 'Cordieux',
        replaced_by: { insee: '01262', display_name: 'Montluel' },
      },
    ]);
  });

  test('answers issues in the order sent, trimmed, each code once, unknown codes as such', () => {
    const answer = checkMunicipalities(someone, [' 99999 ', '74093', '', '99999', 'abc', '74093 ']);
    expect(answer.checked).toBe(3);
    expect(answer.issues.map((issue) => [issue.code, issue.status])).toEqual([
      ['99999', 'unknown'],
      ['74093', 'delegated'],
      ['abc', 'unknown'],
    ]);
    expect(answer.issues[0]).toEqual({ code: '99999', status: 'unknown', name: null, replaced_by: null });
  });

  test('names its source: the package and its version', () => {
    const { version } = require('@etalab/decoupage-administratif/package.json') as { version: string };
    expect(checkMunicipalities(someone, []).source).toBe(`@etalab/decoupage-administratif ${version}`);
  });

  test('every former commune of the list is answered with a current commune', () => {
    const all = require('@etalab/decoupage-administratif/data/communes.json') as {
      code: string;
      type: string;
    }[];
    const former = all.filter((c) => c.type === 'commune-deleguee' || c.type === 'commune-associee');
    const answer = checkMunicipalities(
      someone,
      former.map((c) => c.code),
    );
    expect(answer.issues.length).toBeGreaterThan(1500);
    const current = new Set(
      all
        .filter((c) => c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal')
        .map((c) => c.code),
    );
    for (const issue of answer.issues) {
      expect(issue.status).not.toBe('unknown');
      expect(current.has(issue.replaced_by?.insee ?? '')).toBe(true);
    }
  });
});

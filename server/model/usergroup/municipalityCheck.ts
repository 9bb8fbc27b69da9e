import { createRequire } from 'node:module';
import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';

// INSEE codes checked against the official list of municipalities (issue 33, part 3; decision 0022).

type MunicipalityCheck = components['schemas']['MunicipalityCheck'];
type MunicipalityIssue = components['schemas']['MunicipalityIssue'];

const require = createRequire(import.meta.url);
const PACKAGE = '@etalab/decoupage-administratif';

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  chefLieu?: string;
}

interface FormerCommune {
  name: string;
  status: 'delegated' | 'associated';
  chefLieu: string;
}

interface OfficialList {
  source: string;
  /** Current communes and municipal districts: code → name. */
  current: Map<string, string>;
  /** Delegated and associated communes whose code is not a current commune's. */
  former: Map<string, FormerCommune>;
}

let official: OfficialList | null = null;

/**
 * The official list, read once (37,590 entries, about 10 MB of JSON) on the first check and kept:
 * the package is imported by path because its main entry reads a path relative to the working
 * directory (TOOLCHAIN.md).
 */
function officialList(): OfficialList {
  if (official) return official;
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const all = require(`${PACKAGE}/data/communes.json`) as EtalabCommune[];
  const current = new Map<string, string>();
  for (const c of all) {
    if (c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal') current.set(c.code, c.nom);
  }
  const former = new Map<string, FormerCommune>();
  for (const c of all) {
    // A delegated commune may share its code with its chef-lieu: that code is a current commune's.
    if (current.has(c.code) || former.has(c.code) || !c.chefLieu) continue;
    if (c.type === 'commune-deleguee' || c.type === 'commune-associee') {
      former.set(c.code, {
        name: c.nom,
        status: c.type === 'commune-deleguee' ? 'delegated' : 'associated',
        chefLieu: c.chefLieu,
      });
    }
  }
  official = { source: `${PACKAGE} ${version}`, current, former };
  return official;
}

/** What the official list says of one code: null when it is a current commune. */
function issueOf(list: OfficialList, code: string): MunicipalityIssue | null {
  if (list.current.has(code)) return null;
  const former = list.former.get(code);
  if (!former) return { code, status: 'unknown', name: null, replaced_by: null };
  return {
    code,
    status: former.status,
    name: former.name,
    // Every chef-lieu of the list is a current commune (checked by the unit test); the code stands
    // in for a name should a future list break that.
    replaced_by: {
      insee: former.chefLieu,
      display_name: list.current.get(former.chefLieu) ?? former.chefLieu,
    },
  };
}

/**
 * The codes that are not a current commune, in the order sent; codes are trimmed, empty ones
 * skipped, repeated ones answered once. Anyone signed in may ask (`user` proves it).
 */
export function checkMunicipalities(_user: CurrentUser, codes: readonly string[]): MunicipalityCheck {
  const list = officialList();
  const distinct = [...new Set(codes.map((code) => code.trim()).filter((code) => code !== ''))];
  const issues: MunicipalityIssue[] = [];
  for (const code of distinct) {
    const issue = issueOf(list, code);
    if (issue) issues.push(issue);
  }
  return { source: list.source, checked: distinct.length, issues };
}

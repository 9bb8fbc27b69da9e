import type { Queryable } from '../db/database.ts';
import { normaliseAlias } from '../model/harvest/licenceNames.ts';

/**
 * The identifiers, addresses and other titles the seeded licences go by in remote catalogues
 * (SPDX ids, CKAN and udata ids, the licences' own pages), keyed by the French label the seed
 * stores: what the harvest's licence matching reads (model/harvest/licences.ts, issue 45).
 */
export const LICENCE_ALIASES: Record<string, { identifier: string[]; url: string[]; title: string[] }> = {
  'Licence Ouverte / Open Licence version 2.0': {
    identifier: ['etalab-2.0', 'lov2', 'fr-lo', 'licence-ouverte-2.0', 'lo-2.0', 'etalab'],
    url: [
      'https://www.etalab.gouv.fr/licence-ouverte-open-licence',
      'https://www.etalab.gouv.fr/wp-content/uploads/2017/04/ETALAB-Licence-Ouverte-v2.0.pdf',
      'https://www.etalab.gouv.fr/wp-content/uploads/2018/11/open-licence.pdf',
      'https://spdx.org/licenses/etalab-2.0',
      'https://spdx.org/licenses/etalab-2.0.html',
    ],
    title: [
      'Licence Ouverte 2.0',
      'Licence Ouverte v2.0',
      'Licence Ouverte / Open Licence',
      'Open Licence 2.0',
      'Etalab Open License 2.0',
    ],
  },
  'Creative Commons Attribution 4.0 (CC-BY 4.0)': {
    identifier: ['CC-BY-4.0', 'cc-by', 'cc-by-4'],
    url: [
      'https://creativecommons.org/licenses/by/4.0',
      'https://creativecommons.org/licenses/by/4.0/legalcode',
      'https://spdx.org/licenses/CC-BY-4.0',
      'https://spdx.org/licenses/CC-BY-4.0.html',
      // CKAN's default licence list points at the Open Definition's pages.
      'http://www.opendefinition.org/licenses/cc-by',
    ],
    title: [
      'Creative Commons Attribution 4.0',
      'Creative Commons Attribution 4.0 International',
      'CC BY 4.0',
      'Creative Commons Attribution',
    ],
  },
  'Creative Commons Attribution - Partage dans les mêmes conditions 4.0 (CC-BY-SA 4.0)': {
    identifier: ['CC-BY-SA-4.0', 'cc-by-sa', 'cc-by-sa-4'],
    url: [
      'https://creativecommons.org/licenses/by-sa/4.0',
      'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
      'https://spdx.org/licenses/CC-BY-SA-4.0',
      'https://spdx.org/licenses/CC-BY-SA-4.0.html',
      'http://www.opendefinition.org/licenses/cc-by-sa',
    ],
    title: [
      'Creative Commons Attribution Share-Alike 4.0',
      'Creative Commons Attribution-ShareAlike 4.0 International',
      'CC BY-SA 4.0',
      'Creative Commons Attribution Share-Alike',
    ],
  },
  'Creative Commons Zero (CC0 1.0)': {
    identifier: ['CC0-1.0', 'cc0', 'cc-zero', 'cc0-1'],
    url: [
      'https://creativecommons.org/publicdomain/zero/1.0',
      'https://creativecommons.org/publicdomain/zero/1.0/legalcode',
      'https://spdx.org/licenses/CC0-1.0',
      'https://spdx.org/licenses/CC0-1.0.html',
      'http://www.opendefinition.org/licenses/cc-zero',
    ],
    title: [
      'Creative Commons CCZero',
      'CC0 1.0 Universal',
      'Creative Commons Zero v1.0 Universal',
      'CC0 1.0',
    ],
  },
  'Open Database License (ODbL)': {
    identifier: ['ODbL-1.0', 'odc-odbl', 'odbl', 'odc-odbl-1.0'],
    url: [
      'https://opendatacommons.org/licenses/odbl',
      'https://opendatacommons.org/licenses/odbl/1.0',
      'https://opendatacommons.org/licenses/odbl/1-0',
      'https://opendatacommons.org/licenses/odbl/summary',
      'https://spdx.org/licenses/ODbL-1.0',
      'https://spdx.org/licenses/ODbL-1.0.html',
      'http://www.opendefinition.org/licenses/odc-odbl',
    ],
    title: [
      'Open Data Commons Open Database License (ODbL)',
      'Open Data Commons Open Database License 1.0',
      'ODbL 1.0',
    ],
  },
  'Licence propriétaire': {
    identifier: ['proprietary', 'other-closed'],
    url: [],
    title: ['Proprietary licence', 'Licence fermée'],
  },
};

/**
 * Writes the aliases of the seeded licences, matched by their French label: run at every start
 * (as the reference labels' translations), so that a database seeded before issue 45 gets them and
 * a corrected alias reaches every database. Aliases an operator added are left alone.
 */
export async function writeLicenceAliases(db: Queryable): Promise<void> {
  const rows = Object.entries(LICENCE_ALIASES).flatMap(([label, aliases]) =>
    (['identifier', 'url', 'title'] as const).flatMap((kind) =>
      aliases[kind].map((alias) => [label, kind, normaliseAlias(kind, alias)] as const),
    ),
  );
  await db.query(
    `insert into license_alias (license_id, kind, alias)
     select r.id, t.kind, t.alias from unnest($1::text[], $2::text[], $3::text[]) as t(label, kind, alias)
     join reference_item r on r.list = 'license' and r.label = t.label
     on conflict do nothing`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

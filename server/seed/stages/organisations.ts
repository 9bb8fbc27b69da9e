import { insertRows } from '../../db/bulk.ts';
import { GROUPS, JURISDICTIONS, ORGANISATIONS, SPHERES } from '../demo/organisations.ts';
import { guianaPoints } from '../geography.ts';
import { daysAgo, must, ref, type Seeding } from '../seedKit.ts';
import type { ReferenceData } from './referenceData.ts';

/** Jurisdictions, then organisations, spheres and groups. */
export async function seedOrganisations({ tx, now, refs }: Seeding & ReferenceData) {
  // Jurisdictions
  const points = await guianaPoints();
  const jurisdictionId = new Map<string, number>();
  for (const j of JURISDICTIONS) {
    const [row] = await tx.query<{ id: number }>(
      'insert into jurisdiction (display_name, codename) values ($1, $2) returning id',
      [j.display_name, j.codename],
    );
    const id = must(row, 'jurisdiction').id;
    jurisdictionId.set(j.codename, id);
    const codes = j.municipalities === 'all-973' ? points.points.map((p) => p.insee) : [...j.municipalities];
    await insertRows(
      tx,
      'jurisdiction_municipality',
      ['jurisdiction_id', 'insee'],
      codes.map((c) => [id, c]),
      '',
    );
  }

  // User groups: organisations, spheres, groups
  const groupId = new Map<string, number>();
  const orgRows = ORGANISATIONS.map((o, i) => [
    o.acronym ?? o.display_name,
    o.display_name,
    o.description,
    'organisation',
    o.status,
    daysAgo(500 - i * 20, now),
    ref(refs, 'organisation_type', o.type),
    o.acronym,
    o.siret,
    o.website,
    o.phone,
    o.postal_address,
    o.jurisdiction ? must(jurisdictionId.get(o.jurisdiction), 'jurisdiction') : null,
    o.convention,
    o.partnership,
  ]);
  const orgIds = await insertRows(
    tx,
    'usergroup',
    [
      'name',
      'display_name',
      'description',
      'usergroup_type',
      'status',
      'creation_date',
      'organisation_type',
      'acronym',
      'siret',
      'website',
      'phone',
      'postal_address',
      'jurisdiction_id',
      'convention_signed',
      'partnership',
    ],
    orgRows,
  );
  for (const [i, o] of ORGANISATIONS.entries()) groupId.set(o.key, must(orgIds[i], 'organisation').id);
  const otherGroups = [
    ...SPHERES.map((s) => ({
      key: s.key,
      name: s.name,
      description: s.description,
      type: 'group-of-organisation',
    })),
    ...GROUPS.map((g) => ({ key: g.key, name: g.name, description: g.description, type: 'user-group' })),
  ];
  const otherIds = await insertRows(
    tx,
    'usergroup',
    ['name', 'display_name', 'description', 'usergroup_type', 'status', 'creation_date'],
    otherGroups.map((g, i) => [g.name, g.name, g.description, g.type, 2, daysAgo(300 - i * 10, now)]),
  );
  for (const [i, g] of otherGroups.entries()) groupId.set(g.key, must(otherIds[i], 'group').id);
  const group = (key: string) => must(groupId.get(key), `group '${key}'`);
  await insertRows(
    tx,
    'usergroup_link',
    ['parent_id', 'child_id'],
    SPHERES.flatMap((s) => s.children.map((child) => [group(s.key), group(child)])),
    '',
  );
  return { points, group };
}

export type Organisations = Awaited<ReturnType<typeof seedOrganisations>>;

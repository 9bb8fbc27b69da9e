import type { Queryable } from '../../db/database.ts';
import type { RemoteLicence } from '../../indexers/catalogueTypes.ts';
import { type AliasKind, editDistance, normaliseAlias, slug } from './licenceNames.ts';

/** The platform's licences by every name they go by, read once per harvest or trial. */
export interface LicenceMatcher {
  byName: Map<string, number>;
  /** Slugs of identifiers and titles, for the last, approximate, guess. */
  slugs: { slug: string; id: number }[];
}

const key = (kind: AliasKind, alias: string) => `${kind}:${alias}`;

/**
 * The licences of the list 'license' with their aliases (license_alias, migration 020) and their
 * labels in the three languages as titles: one query.
 */
export async function loadLicences(db: Queryable): Promise<LicenceMatcher> {
  const rows = await db.query<{ id: number; kind: AliasKind; alias: string }>(
    `select license_id as id, kind, alias from license_alias
     union all
     select r.id, 'title', l.label from reference_item r
       cross join lateral (values (r.label), (r.label_en), (r.label_it)) as l(label)
     where r.list = 'license' and l.label is not null`,
  );
  return licenceMatcher(rows);
}

/** A matcher from (licence id, kind, alias) rows; aliases are normalised here whatever their form. */
export function licenceMatcher(
  rows: readonly { id: number; kind: AliasKind; alias: string }[],
): LicenceMatcher {
  const byName = new Map<string, number>();
  const slugs: { slug: string; id: number }[] = [];
  for (const row of rows) {
    const name = normaliseAlias(row.kind, row.alias);
    if (!name) continue;
    if (!byName.has(key(row.kind, name))) byName.set(key(row.kind, name), row.id);
    if (row.kind !== 'url') slugs.push({ slug: name, id: row.id });
  }
  return { byName, slugs };
}

/** At most this many edits from a known name, and only short of a fifth of its length. */
const MAX_EDITS = 2;

/**
 * The platform's licence a remote licence names, as udata guesses one: an exact identifier, then an
 * address, then a title (by slug, an identifier read as a title too), then a small edit distance
 * when a single licence remains within it. Null when none or several remain: the licence is then
 * kept as text by the harvest, never guessed wrongly.
 */
export function matchLicence(matcher: LicenceMatcher, licence: RemoteLicence): number | null {
  const attempts: [AliasKind, string | null][] = [
    ['identifier', licence.identifier],
    ['url', licence.url],
    ['url', licence.identifier],
    ['title', licence.title],
    ['title', licence.identifier],
    ['identifier', licence.title],
  ];
  for (const [kind, text] of attempts) {
    if (!text) continue;
    const found = matcher.byName.get(key(kind, normaliseAlias(kind, text)));
    if (found !== undefined) return found;
  }
  const names = [licence.identifier, licence.title].filter((t): t is string => !!t).map(slug);
  const near = new Set<number>();
  for (const name of names) {
    if (name.length < 4) continue;
    for (const known of matcher.slugs) {
      const max = Math.min(MAX_EDITS, Math.floor(known.slug.length / 5));
      if (editDistance(name, known.slug, max) <= max) near.add(known.id);
    }
  }
  return near.size === 1 ? ([...near][0] ?? null) : null;
}

/** The licence as the catalogue named it, for the extras and the warning. */
export const licenceText = (licence: RemoteLicence): string =>
  [licence.title, licence.identifier, licence.url].find((t): t is string => !!t?.trim())?.trim() ?? '';

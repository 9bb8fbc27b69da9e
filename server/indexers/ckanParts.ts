import { asArray } from '../data/xml.ts';
import { isRecord, type RemoteContact, type RemoteLicence, str } from './catalogueTypes.ts';
import { inLanguage } from './languages.ts';
import { emailOf, httpUrl, keepDistributions, licenceText } from './recordParts.ts';

// The parts of a CKAN package beyond its description (issue 45): licence, extent, resources,
// contact, as CKAN, its extensions (ckanext-spatial, ckanext-dcat's scheming) and DKAN write them.

/** A package's extra (`extras: [{key, value}]`), or the field of that name (ckanext-scheming). */
export const extra = (item: Record<string, unknown>, key: string): unknown => {
  const found = asArray(item.extras).find((e) => isRecord(e) && e.key === key);
  return isRecord(found) ? found.value : item[key];
};

export function ckanLicence(item: Record<string, unknown>): RemoteLicence | null {
  // DKAN portals write the licence's address as its title.
  const text = licenceText(str(item.license_title));
  const licence = {
    identifier: str(item.license_id),
    url: httpUrl(str(item.license_url)) ?? text?.url ?? null,
    title: text?.title ?? null,
  };
  return licence.identifier || licence.url || licence.title ? licence : null;
}

/**
 * ckanext-dcat's scheming `contact` list, else the maintainer, else the author: CKAN's contacts, the
 * first the one to ask about the data.
 */
export function ckanContact(item: Record<string, unknown>): RemoteContact | null {
  const listed = asArray(item.contact).filter(isRecord);
  const candidates = [
    ...listed.map((c) => ({
      name: inLanguage(c.name_translated) ?? str(c.name),
      email: emailOf(str(c.email)),
    })),
    ...['maintainer', 'author'].map((who) => ({
      name: str(item[who]),
      email: emailOf(str(item[`${who}_email`])),
    })),
  ];
  return candidates.find((c) => c.name || c.email) ?? null;
}

/**
 * The extents a package gives, in the order they are tried: the `spatial` extra (GeoJSON, as
 * ckanext-spatial indexes it), ckanext-dcat's scheming `spatial_coverage` (its bbox, else its
 * geometry), the four `bbox-*` extras ckanext-spatial's ISO harvester writes.
 */
export function ckanExtents(item: Record<string, unknown>): unknown[] {
  const coverage = asArray(item.spatial_coverage)
    .filter(isRecord)
    .map((c) => c.bbox ?? c.geom ?? c.centroid);
  const sides = ['bbox-west-long', 'bbox-south-lat', 'bbox-east-long', 'bbox-north-lat'].map((key) =>
    str(extra(item, key)),
  );
  const box = sides.some((side) => side !== null) ? [sides.map((side) => side ?? '').join(',')] : [];
  return [extra(item, 'spatial'), ...coverage, ...box].filter(
    (value) => value !== undefined && value !== null,
  );
}

/** CKAN resources; those typed `documentation` are not the data (CKAN's resource_type values). */
export const ckanDistributions = (item: Record<string, unknown>) =>
  keepDistributions(
    asArray(item.resources)
      .filter(isRecord)
      .map((resource) => ({
        key: str(resource.id),
        url: str(resource.url),
        title: inLanguage(resource.name),
        description: inLanguage(resource.description),
        mediaType: str(resource.mimetype),
        format: str(resource.format),
        isData: resource.resource_type !== 'documentation',
      })),
  );

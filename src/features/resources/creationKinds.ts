import { CREATION_KINDS, type ResourceKind } from '../../../machines/resourceSaveVocabulary';
import type { ResourceType } from '../../api/resources';

/**
 * What a person may create (specification section 6): main resource: file upload, sFTP, URL, map-server
 * layer; annex: file upload, sFTP, URL. sFTP is for superusers only; the map-server layer needs the map
 * server, checked at start.
 */
export function creationKindsFor(
  type: ResourceType,
  { isSuperuser, mapServer }: { isSuperuser: boolean; mapServer: boolean },
): ResourceKind[] {
  return CREATION_KINDS[type].filter(
    (kind) => (kind !== 'ftp' || isSuperuser) && (kind !== 'geoserver-mirrors' || mapServer),
  );
}

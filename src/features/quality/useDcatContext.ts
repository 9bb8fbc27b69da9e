import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DcatContext } from '../../../contract/quality/fromDataset';
import { factsFromWire } from '../../../contract/quality/wire';
import { qualityLabelQueries, storedLabelsLocale, type WireDistributionFacts } from '../../api/quality';

const byId = (items: ReadonlyArray<{ id: number; label: string }>) =>
  new Map(items.map((item) => [item.id, item.label]));

/**
 * What contract/quality/fromDataset.ts needs beside the dataset to write its DCAT-AP record in the
 * browser: the reference lists in the language the platform stores their labels in (those the
 * server maps, whatever the interface's language), and the server's facts about the resources.
 * Null until every list is there, and without facts (nothing to score).
 */
export function useDcatContext(facts: readonly WireDistributionFacts[] | undefined): DcatContext | null {
  const lists = qualityLabelQueries();
  // Read only to score an edit: a person who may only see the dataset reads the stored scores.
  const enabled = facts !== undefined;
  const categories = useQuery({ ...lists.categories, enabled }).data;
  const licences = useQuery({ ...lists.licences, enabled }).data;
  const frequencies = useQuery({ ...lists.updateFrequencies, enabled }).data;
  const restrictions = useQuery({ ...lists.restrictions, enabled }).data;
  const granularities = useQuery({ ...lists.granularities, enabled }).data;
  const roles = useQuery({ ...lists.contactRoles, enabled }).data;
  const formats = useQuery({ ...lists.dataFormats, enabled }).data;
  return useMemo(() => {
    if (!facts || !categories || !licences || !frequencies || !restrictions) return null;
    if (!granularities || !roles || !formats) return null;
    return {
      baseUrl: `${globalThis.location?.origin ?? ''}/${storedLabelsLocale()}`,
      labels: {
        categories: byId(categories),
        licences: byId(licences),
        updateFrequencies: byId(frequencies),
        restrictions: byId(restrictions),
        granularities: byId(granularities),
        contactRoles: byId(roles),
        dataFormats: new Map(
          formats.map((format) => [
            format.id,
            { label: format.label, extension: format.extension, mime: format.mime_type },
          ]),
        ),
      },
      distributions: new Map(facts.map((fact) => [fact.resource, factsFromWire(fact)])),
    };
  }, [facts, categories, licences, frequencies, restrictions, granularities, roles, formats]);
}

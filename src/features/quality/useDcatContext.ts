import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DcatContext } from '../../../contract/quality/fromDataset';
import { factsFromWire } from '../../../contract/quality/wire';
import type { WireDistributionFacts } from '../../api/quality';
import {
  categoriesQuery,
  contactRolesQuery,
  granularitiesQuery,
  licensesQuery,
  restrictionsQuery,
  updateFrequenciesQuery,
} from '../../api/referenceLists';
import { dataFormatsQuery } from '../../api/startRequests';

const byId = (items: ReadonlyArray<{ id: number; label: string }>) =>
  new Map(items.map((item) => [item.id, item.label]));

/**
 * What contract/quality/fromDataset.ts needs beside the dataset to write its DCAT-AP record in the
 * browser: the reference lists the form already reads (cached), and the server's facts about the
 * resources. Null until every list is there.
 */
export function useDcatContext(facts: readonly WireDistributionFacts[] | undefined): DcatContext | null {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const categories = useQuery(categoriesQuery(locale)).data;
  const licences = useQuery(licensesQuery(locale)).data;
  const frequencies = useQuery(updateFrequenciesQuery(locale)).data;
  const restrictions = useQuery(restrictionsQuery(locale)).data;
  const granularities = useQuery(granularitiesQuery(locale)).data;
  const roles = useQuery(contactRolesQuery(locale)).data;
  const formats = useQuery(dataFormatsQuery(locale)).data;
  return useMemo(() => {
    if (!facts || !categories || !licences || !frequencies || !restrictions) return null;
    if (!granularities || !roles || !formats) return null;
    return {
      baseUrl: `${globalThis.location?.origin ?? ''}/${locale}`,
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
  }, [facts, categories, licences, frequencies, restrictions, granularities, roles, formats, locale]);
}

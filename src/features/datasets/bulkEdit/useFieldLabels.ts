import { useLingui } from '@lingui/react/macro';

/** The name of each field a bulk edit changes, as the dataset form calls it (`tags` for the keywords). */
export function useFieldLabels(): (field: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    license: t`Licence`,
    update_frequency: t`Update frequency`,
    topics: t`Topics`,
    keywords: t`Keywords`,
    tags: t`Keywords`,
  };
  return (field) => labels[field] ?? field;
}

import { useLingui } from '@lingui/react/macro';
import type { HarvestWarning } from '../../../api/indexers';
import { recordWarningText } from './harvestWarningMessages';

/** Warnings in words, one an item, under a heading of the level the caller gives. */
export function WarningList({
  warnings,
  heading,
  level,
}: {
  warnings: readonly HarvestWarning[];
  heading: string;
  level: 'h3' | 'h5';
}) {
  const { i18n } = useLingui();
  if (warnings.length === 0) return null;
  const Heading = level;
  return (
    <div className="mt-2">
      <Heading className="text-sm font-medium text-amber-950">{heading}</Heading>
      <ul className="ml-5 list-disc text-sm text-slate-900">
        {warnings.map((warning) => (
          <li key={`${warning.code}-${warning.value ?? ''}`} className="break-words">
            {recordWarningText(i18n, warning)}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ResourceKind } from '../../../machines/resourceSaveVocabulary';
import { FieldErrors } from '../../ui/fields/FieldParts';
import { useFieldIds } from '../../ui/fields/useFieldIds';
import { kindLabels } from './resourceMessages';

type KindChoiceProps = {
  kinds: readonly ResourceKind[];
  value: ResourceKind | null;
  onChange: (kind: ResourceKind) => void;
  errors: readonly string[];
};

/** The kind of a new resource, among those its type and the person may create (specification section 6). */
export function KindChoice({ kinds, value, onChange, errors }: KindChoiceProps) {
  const { t, i18n } = useLingui();
  const { controlId, errorId } = useFieldIds('resource-kind', false, errors.length > 0);
  return (
    <fieldset
      aria-describedby={errors.length > 0 ? errorId : undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className="text-sm font-medium text-slate-900">
        {t`Type of resource`}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {kinds.map((kind, index) => (
          <label key={kind} className="flex items-center gap-2 text-slate-900">
            <input
              // The first choice carries the id the error summary links to.
              id={index === 0 ? controlId : undefined}
              type="radio"
              name="resource-kind"
              className="h-4 w-4 accent-blue-700"
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            {i18n._(kindLabels[kind])}
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

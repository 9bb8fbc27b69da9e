import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { licensesQuery, topicsQuery, updateFrequenciesQuery } from '../../../api/referenceLists';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { BULK_FIELDS, type BulkField, canAdd, newDraft, type OperationDraft } from './operationDrafts';
import { useFieldLabels } from './useFieldLabels';

// Full width of its column: a long licence name is cut in the closed select, never wrapped below.
const controlClass = 'w-full min-w-0 rounded border border-slate-400 bg-white px-2 py-1 text-sm';

type Props = {
  drafts: readonly OperationDraft[];
  onChange: (drafts: OperationDraft[]) => void;
};

/** The rows of operations: one per field, each with its way (set or add) and its value, in named columns. */
export function OperationRows({ drafts, onChange }: Props) {
  const { t, i18n } = useLingui();
  const fieldLabel = useFieldLabels();
  const licenses = useQuery(licensesQuery(i18n.locale));
  const frequencies = useQuery(updateFrequenciesQuery(i18n.locale));
  const topics = useQuery(topicsQuery(i18n.locale));
  const unused = BULK_FIELDS.filter((field) => !drafts.some((draft) => draft.field === field));

  const replace = (index: number, next: OperationDraft) =>
    onChange(drafts.map((d, i) => (i === index ? next : d)));

  function valueControl(draft: OperationDraft, index: number) {
    const label = t`Value of ${fieldLabel(draft.field)}`;
    if (draft.field === 'keywords') {
      return (
        <input
          className={controlClass}
          aria-label={label}
          placeholder={t`Keywords, separated by commas`}
          value={draft.text}
          onChange={(event) => replace(index, { ...draft, text: event.target.value })}
        />
      );
    }
    if (draft.field === 'topics') {
      return (
        <select
          multiple
          className={controlClass}
          aria-label={label}
          value={draft.ids}
          onChange={(event) =>
            replace(index, { ...draft, ids: [...event.target.selectedOptions].map((option) => option.value) })
          }
        >
          {(topics.data ?? []).map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.label}
            </option>
          ))}
        </select>
      );
    }
    const items = (draft.field === 'license' ? licenses.data : frequencies.data) ?? [];
    return (
      <select
        className={controlClass}
        aria-label={label}
        value={draft.id}
        onChange={(event) => replace(index, { ...draft, id: event.target.value })}
      >
        <option value="">{draft.field === 'license' ? t`No licence` : t`Choose…`}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.label}
          </option>
        ))}
      </select>
    );
  }

  return (
    <div className="space-y-3">
      {/* Columns named once, visibly (issue 48, U10); each control's own name holds its column's. A
        table keeps every operation on one line: the value's column takes the width left. */}
      <table className="w-full table-fixed border-separate border-spacing-x-0 border-spacing-y-1 text-sm">
        <caption className="sr-only">{t`Operations`}</caption>
        <colgroup>
          <col className="w-[28%]" />
          <col className="w-[20%]" />
          <col />
          <col className="w-24" />
        </colgroup>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="pr-2 font-medium">
              {t`Field`}
            </th>
            <th scope="col" className="pr-2 font-medium">
              {t`Operation`}
            </th>
            <th scope="col" className="pr-2 font-medium">
              {t`Value`}
            </th>
            <th scope="col">
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => (
            <tr key={draft.field} className="align-top">
              <td className="pr-2">
                <select
                  className={controlClass}
                  aria-label={t`Field of operation ${index + 1}`}
                  value={draft.field}
                  onChange={(event) => replace(index, newDraft(event.target.value as BulkField))}
                >
                  {[draft.field, ...unused].map((field) => (
                    <option key={field} value={field}>
                      {fieldLabel(field)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="pr-2">
                <select
                  className={controlClass}
                  aria-label={t`Way of operation ${index + 1}`}
                  value={draft.op}
                  onChange={(event) => replace(index, { ...draft, op: event.target.value as 'set' | 'add' })}
                >
                  <option value="set">{t`Replace with`}</option>
                  {canAdd(draft.field) ? <option value="add">{t`Add`}</option> : null}
                </select>
              </td>
              <td className="pr-2">{valueControl(draft, index)}</td>
              <td>
                <Button
                  variant="secondary"
                  className="whitespace-nowrap px-2 py-1 text-sm"
                  aria-label={t`Remove operation ${index + 1}`}
                  onClick={() => onChange(drafts.filter((_, i) => i !== index))}
                >
                  {t`Remove`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unused[0] ? (
        <Button variant="secondary" onClick={() => onChange([...drafts, newDraft(unused[0] as BulkField)])}>
          {t`Add an operation`}
        </Button>
      ) : null}
    </div>
  );
}

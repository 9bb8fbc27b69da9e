import { Combobox, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tagsQuery } from '../../../api/datasets';
import { sanitiseOnInput } from '../../../lib/sanitiseText';
import { announce } from '../../../notifications/notificationStore';
import { FieldComboboxInput } from '../../../ui/fields/FieldComboboxInput';
import { FieldShell } from '../../../ui/fields/FieldShell';
import { controlClass } from '../../../ui/fields/fieldStyles';
import { useKitField } from '../../../ui/form/useKitField';

/**
 * Keywords: the platform's existing tags are suggested as the person types (`taggit/tags/?search`),
 * and a new keyword can be added as typed. Each chosen keyword has its own remove button. Bound to the
 * form field around it (`<form.AppField name="tags">`).
 */
export function KeywordsField({ label, required }: { label: string; required?: boolean }) {
  const { t } = useLingui();
  const { id, errors, value, onChange, disabled } = useKitField<string[]>(label);
  const [query, setQuery] = useState('');
  const text = query.trim();
  const suggestions = useQuery({
    ...tagsQuery(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
  const names = (suggestions.data ?? []).map((tag) => tag.name).filter((name) => !value.includes(name));
  const options = text && !names.includes(text) && !value.includes(text) ? [text, ...names] : names;

  return (
    <FieldShell id={id} label={label} required={required} errors={errors}>
      {(control) => (
        <div>
          {value.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2" aria-label={t`Chosen keywords`}>
              {value.map((keyword) => (
                <li
                  key={keyword}
                  className="flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900"
                >
                  {keyword}
                  <button
                    type="button"
                    className="rounded-full px-1 hover:bg-blue-100"
                    aria-label={t`Remove the keyword ${keyword}`}
                    onClick={() => onChange(value.filter((chosen) => chosen !== keyword))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Combobox
            value={null}
            disabled={disabled}
            onChange={(keyword: string | null) => {
              if (keyword && !value.includes(keyword)) {
                onChange([...value, keyword]);
                // The chip appears away from the input, where focus stays: say it (WCAG 4.1.3).
                announce(t`Keyword ${keyword} added`);
              }
              setQuery('');
            }}
          >
            <FieldComboboxInput
              {...control}
              className={controlClass(errors.length > 0)}
              value={query}
              placeholder={t`Type a keyword, then choose it or press Enter`}
              onChange={(event) => setQuery(sanitiseOnInput(event.target.value))}
            />
            <ComboboxOptions
              anchor="bottom start"
              className="z-40 w-(--input-width) rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
            >
              {options.map((option) => (
                <ComboboxOption
                  key={option}
                  value={option}
                  className="cursor-pointer px-3 py-1.5 text-sm text-slate-900 data-focus:bg-blue-50"
                >
                  {option === text && !names.includes(text) ? t`Add “${option}”` : option}
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </Combobox>
        </div>
      )}
    </FieldShell>
  );
}

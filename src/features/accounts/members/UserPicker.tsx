import { Combobox, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type User, usersQuery } from '../../../api/users';
import { sanitiseOnInput } from '../../../lib/sanitiseText';
import { FieldComboboxInput } from '../../../ui/fields/FieldComboboxInput';
import { FieldShell } from '../../../ui/fields/FieldShell';
import type { FieldProps } from '../../../ui/fields/fieldProps';
import { controlClass } from '../../../ui/fields/fieldStyles';
import { userFullName } from '../shared/userName';

/** How many users the picker suggests at once: the person narrows them down by typing. */
const SUGGESTIONS = 10;

type UserPickerProps = Omit<FieldProps, 'name'> & {
  value: User | null;
  onChange: (user: User | null) => void;
  /** Users that cannot be chosen, e.g. the group's members. */
  excludedIds?: ReadonlySet<number>;
};

/** How a user is named among the suggestions: name and email, which tells namesakes apart. */
export function userChoiceLabel(user: Pick<User, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  return `${userFullName(user)} (${user.email})`;
}

/** Choosing an active account by typing part of its name, user name or email (GET users/?search). */
export function UserPicker({
  value,
  onChange,
  excludedIds,
  errors = [],
  disabled,
  ...field
}: UserPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const text = query.trim();
  const suggestions = useQuery({
    ...usersQuery({ search: text || undefined, pageSize: SUGGESTIONS, ordering: 'last_name' }),
    placeholderData: keepPreviousData,
  });
  const options = (suggestions.data?.results ?? []).filter((user) => !excludedIds?.has(user.id));

  return (
    <FieldShell {...field} errors={errors}>
      {(control) => (
        <Combobox
          value={value}
          by="id"
          disabled={disabled}
          onChange={(user: User | null) => {
            onChange(user);
            setQuery('');
          }}
        >
          <FieldComboboxInput
            {...control}
            className={controlClass(errors.length > 0)}
            displayValue={(user: User | null) => (user ? userChoiceLabel(user) : '')}
            placeholder={t`Type a name or an email`}
            onChange={(event) => setQuery(sanitiseOnInput(event.target.value))}
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-40 w-(--input-width) rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {options.map((user) => (
              <ComboboxOption
                key={user.id}
                value={user}
                className="cursor-pointer px-3 py-1.5 text-sm text-slate-900 data-focus:bg-blue-50"
              >
                {userChoiceLabel(user)}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      )}
    </FieldShell>
  );
}

import { useId, useState } from 'react';
import { sanitiseOnInput } from '../lib/sanitiseText';
import { Spinner } from './Spinner';

type SearchBoxProps = {
  label: string;
  initialText: string;
  searching: boolean;
  onChange: (text: string) => void;
};

/** A labelled search field for a list; the search machine behind `onChange` decides when to search. */
export function SearchBox({ label, initialText, searching, onChange }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  return (
    <div className="flex min-w-64 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => {
            const next = sanitiseOnInput(event.target.value);
            setText(next);
            onChange(next);
          }}
          className="w-full rounded border border-slate-500 bg-white px-3 py-2 text-slate-900"
          aria-busy={searching}
        />
        {searching ? (
          <span className="absolute top-2.5 right-3">
            <Spinner className="h-5 w-5" />
          </span>
        ) : null}
      </div>
    </div>
  );
}

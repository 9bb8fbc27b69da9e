import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { municipalitiesQuery } from '../../../api/jurisdictions';
import { SearchFailed } from '../../../ui/list/SearchField';
import { useSearchFlow } from '../../../ui/list/useSearchFlow';
import { SearchBox } from '../../../ui/SearchBox';
import type { MunicipalityDirectory } from './municipalityDirectory';

type Props = {
  selectedCodes: readonly string[];
  directory: MunicipalityDirectory;
  onSelect: (code: string) => void;
  onDeselect: (code: string) => void;
};

const searchOf = (text: string) => municipalitiesQuery({ search: text, withGeometry: true });

/**
 * Finds municipalities by name or INSEE code (the server ignores accents), each with a check box;
 * a new text cancels the running search. Results come with their names and shapes for the list and
 * the map; they are not added to what Select all selects, which is the communes of the territory.
 */
export function MunicipalitySearch({ selectedCodes, directory, onSelect, onDeselect }: Props) {
  const { t } = useLingui();
  const flow = useSearchFlow(searchOf);
  const shown = flow.shownText.trim();
  const results = useQuery({ ...searchOf(flow.shownText), enabled: shown !== '' });
  const found = shown !== '' ? results.data : undefined;

  useEffect(() => {
    if (found) directory.add(found.results);
  }, [found, directory]);

  const count = found?.count ?? 0;
  const listed = found?.results.length ?? 0;

  return (
    <div className="flex flex-col gap-2">
      <SearchBox
        label={t`Search a municipality by name or INSEE code`}
        initialText=""
        searching={flow.searching}
        onChange={flow.change}
      />
      <SearchFailed flow={flow} className="text-sm text-red-800" />
      <p aria-live="polite" className="text-sm text-slate-700">
        {found ? (
          count === 0 ? (
            t`No municipality matches this search.`
          ) : count > listed ? (
            t`${count} municipalities found; the first ${listed} are shown: refine the search.`
          ) : (
            <Plural value={count} one="# municipality found." other="# municipalities found." />
          )
        ) : (
          ''
        )}
      </p>
      {found && listed > 0 ? (
        <fieldset>
          <legend className="sr-only">{t`Search results`}</legend>
          <ul className="flex flex-col gap-1">
            {found.results.map((municipality) => {
              const checked = selectedCodes.includes(municipality.insee);
              const inputId = `municipality-result-${municipality.insee}`;
              return (
                <li key={municipality.insee} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="h-4 w-4 accent-blue-700"
                    checked={checked}
                    onChange={(event) =>
                      event.target.checked ? onSelect(municipality.insee) : onDeselect(municipality.insee)
                    }
                  />
                  <label htmlFor={inputId}>{`${municipality.display_name} (${municipality.insee})`}</label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

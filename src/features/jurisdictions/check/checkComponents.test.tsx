import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient } from '../../../api/http';
import type { Jurisdiction, MunicipalityIssue } from '../../../api/jurisdictions';
import { fakeApi } from '../../../api/testing/fakeApi';
import { offerExtensions, resetExtensions } from '../../../ui/testing/extensions';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { JurisdictionTable } from '../JurisdictionTable';
import { PastedCodes } from '../municipalities/PastedCodes';
import { IssueList } from './IssueList';
import { SelectionIssues } from './SelectionIssues';

const ANNECY_LE_VIEUX: MunicipalityIssue = {
  code: '74011',
  status: 'delegated',
  name: 'Annecy-le-Vieux',
  replaced_by: { insee: '74010', display_name: 'Annecy' },
};
const CRAN_GEVRIER: MunicipalityIssue = {
  code: '74093',
  status: 'delegated',
  name: 'Cran-Gevrier',
  replaced_by: { insee: '74010', display_name: 'Annecy' },
};
const UNKNOWN: MunicipalityIssue = { code: '99999', status: 'unknown', name: null, replaced_by: null };
const ISSUES = [ANNECY_LE_VIEUX, CRAN_GEVRIER, UNKNOWN];

/** The backend's check: the issues of the codes asked, in the order asked. */
function checkingServer() {
  return fakeApi(
    routes({
      'POST /organisation/municipalities/check/': (_request, body) => {
        const codes = (body as { codes: string[] }).codes;
        return {
          body: {
            source: '@etalab/decoupage-administratif 6.0.0',
            checked: codes.length,
            issues: codes.flatMap((code) => ISSUES.filter((issue) => issue.code === code)),
          },
        };
      },
    }),
  );
}

const jurisdiction = (id: number, name: string, municipalities: string[]): Jurisdiction => ({
  id,
  display_name: name,
  codename: `j${id}`,
  municipalities,
  latlon_bounding_box: null,
  organisations_count: 0,
});
const ROWS = [
  jurisdiction(7, 'Bassin annécien', ['74010', '74011', '74093', '99999']),
  jurisdiction(8, 'Cayenne', ['97302']),
];
const tableProps = { rows: ROWS, loading: false, error: false, onRetry: () => {} };

afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('the jurisdiction list with the municipality check', () => {
  it('checks the page in one request and puts a badge, leading to the form, on rows with issues', async () => {
    offerExtensions({ municipalityCheck: true });
    const api = checkingServer();
    await renderPanel(<JurisdictionTable {...tableProps} />);
    const badge = await screen.findByRole('link', { name: '2 former communes · 1 unknown code' });
    expect(badge.getAttribute('href')).toBe('/publish/en/jurisdictions/7/');
    expect(api.requests).toHaveLength(1);
    expect((api.last().body as { codes: string[] }).codes.sort()).toEqual(
      ['74010', '74011', '74093', '97302', '99999'].sort(),
    );
    const cayenne = screen.getByRole('row', { name: /Cayenne/ });
    expect(within(cayenne).queryByRole('link', { name: /former|unknown/ })).toBeNull();
  });

  it('is as before without the extension: no request, no badge', async () => {
    const api = checkingServer();
    await renderPanel(<JurisdictionTable {...tableProps} />);
    expect(screen.getByRole('link', { name: 'Bassin annécien' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /former|unknown/ })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

const pastedProps = {
  id: 'codes',
  unknownCodes: [],
  checking: false,
  failed: false,
  selectedCodes: ['97302'],
};

describe('pasted codes with the municipality check', () => {
  it('flags a former and an unknown code before Recalculate, and Replace rewrites only that code', async () => {
    offerExtensions({ municipalityCheck: true });
    checkingServer();
    const onRecalculate = vi.fn();
    const { user } = await renderPanel(<PastedCodes {...pastedProps} onRecalculate={onRecalculate} />);
    const box = screen.getByRole('textbox', {
      name: 'INSEE codes, separated by commas',
    }) as HTMLTextAreaElement;
    await user.clear(box);
    await user.type(box, '97302, 74011,99999');
    const flags = await screen.findByRole('region', { name: 'Pasted codes flagged by the official list' });
    await waitFor(() =>
      expect(
        within(flags)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Former commune Annecy-le-Vieux (74011), now part of Annecy (74010)Replace',
        'Unknown code 99999',
      ]),
    );
    expect(onRecalculate).not.toHaveBeenCalled();
    await user.click(
      within(flags).getByRole('button', { name: 'Replace Annecy-le-Vieux (74011) with Annecy (74010)' }),
    );
    expect(box.value).toBe('97302, 74010,99999');
    expect(screen.queryByText(/Annecy-le-Vieux/)).toBeNull();
    expect(screen.getByText('Unknown code 99999')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(onRecalculate).toHaveBeenCalledWith('97302, 74010,99999');
  });

  it('checks nothing and flags nothing without the extension', async () => {
    const api = checkingServer();
    const { user } = await renderPanel(<PastedCodes {...pastedProps} onRecalculate={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'INSEE codes, separated by commas' });
    await user.type(box, ', 74011');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(screen.queryByRole('region', { name: /flagged/ })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

describe('the selection with the municipality check', () => {
  it('flags the selected former communes in the selection order, with Replace', async () => {
    offerExtensions({ municipalityCheck: true });
    const api = checkingServer();
    const onReplace = vi.fn();
    const { user } = await renderPanel(
      <SelectionIssues selectedCodes={['74010', '74011', '97302']} onReplace={onReplace} />,
    );
    const flags = await screen.findByRole('region', {
      name: 'Selected municipalities flagged by the official list',
    });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Replace all' })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Replace Annecy-le-Vieux (74011) with Annecy (74010)' }),
    );
    expect(onReplace).toHaveBeenCalledWith([{ code: '74011', by: '74010' }]);
    expect(api.requests).toHaveLength(1);
  });

  it('asks nothing without the extension', async () => {
    const api = checkingServer();
    await renderPanel(<SelectionIssues selectedCodes={['74011']} onReplace={vi.fn()} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

describe('the flags', () => {
  it('offer Replace for each former commune and Replace all for them together', async () => {
    const onReplace = vi.fn();
    const { user } = await renderPanel(<IssueList label="Flags" issues={ISSUES} onReplace={onReplace} />);
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(onReplace).toHaveBeenCalledWith([
      { code: '74011', by: '74010' },
      { code: '74093', by: '74010' },
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Replace Cran-Gevrier (74093) with Annecy (74010)' }),
    );
    expect(onReplace).toHaveBeenLastCalledWith([{ code: '74093', by: '74010' }]);
  });

  it('show no action to whoever may not change the codes', async () => {
    await renderPanel(<IssueList label="Flags" issues={ISSUES} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

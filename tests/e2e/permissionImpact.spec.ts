import type { Page } from '@playwright/test';
import type { components } from '../../contract/schema.gen';
import { apiRequest, expect, permissionRows, test, uniqueName } from './fixtures';

// Issue 33, part 1, against the reference backend: the confirmation of a bulk permission action says
// what the server's dry run says, the rows are listed on demand, and confirming leaves exactly the
// levels announced. Once in French and once in English, whatever E2E_LOCALE says.

type Impact = components['schemas']['PermissionImpact'];
type Group = Impact['groups'][number];
type Locale = 'fr' | 'en';

/** The sentence a person reads for one group of the preview, as locales/<locale>/messages.po words it. */
function sentence(locale: Locale, { type, from, to, effect, count }: Group): string {
  const many = count > 1;
  const level = (value: Group['to']) =>
    locale === 'en'
      ? value
      : { none: '', search: 'la recherche', consultation: 'la consultation', download: 'le téléchargement' }[
          value
        ];
  const subject =
    locale === 'en'
      ? `${count} ${{ organisation: 'organisation', 'user-group': 'user group', 'group-of-organisation': 'sphere' }[type]}${many ? 's' : ''}`
      : `${count} ${{ organisation: 'organisation', 'user-group': 'groupe', 'group-of-organisation': 'sphère' }[type]}${many ? 's' : ''}${type === 'user-group' ? ' d’utilisateurs' : ''}`;
  const en = {
    keep: to === 'none' ? `still ${many ? 'have' : 'has'} no special right` : `keep${many ? '' : 's'} ${to}`,
    gain: from === 'none' ? `gain${many ? '' : 's'} ${to}` : `gain${many ? '' : 's'} ${to} (was ${from})`,
    lose: to === 'none' ? `lose${many ? '' : 's'} ${from}` : `lose${many ? '' : 's'} ${from} (now ${to})`,
  };
  const fr = {
    keep:
      to === 'none'
        ? `reste${many ? 'nt' : ''} sans droit particulier`
        : `garde${many ? 'nt' : ''} ${level(to)}`,
    gain:
      from === 'none'
        ? `${many ? 'obtiennent' : 'obtient'} ${level(to)}`
        : `${many ? 'obtiennent' : 'obtient'} ${level(to)} (avant : ${level(from)})`,
    lose:
      to === 'none'
        ? `perd${many ? 'ent' : ''} ${level(from)}`
        : `perd${many ? 'ent' : ''} ${level(from)} (désormais ${level(to)})`,
  };
  return `${subject} ${(locale === 'en' ? en : fr)[effect]}`;
}

const TEXT = {
  fr: {
    table: "Organisations, groupes d'utilisateurs et sphères",
    select: (name: string) => `Sélectionner ${name}`,
    level: (name: string) => `Niveau d'accès de ${name}`,
    bulk: 'Actions groupées',
    grant: 'Accorder la consultation',
    changes: 'Ce que cette action change',
    rows: (count: number) => `Afficher les ${count} lignes`,
    rowsTable: 'Lignes concernées par l’action',
    confirm: 'Confirmer',
    updated: 'Les droits ont été mis à jour',
  },
  en: {
    table: 'Organisations, user groups and spheres',
    select: (name: string) => `Select ${name}`,
    level: (name: string) => `Access level of ${name}`,
    bulk: 'Bulk actions',
    grant: 'Grant consultation',
    changes: 'What this action changes',
    rows: (count: number) => `Show the ${count} rows`,
    rowsTable: 'Rows of the action',
    confirm: 'Confirm',
    updated: 'The permissions were updated',
  },
} as const;

/** Three rows of page 1 given download, consultation and nothing: the action changes each differently. */
async function rowsAtThreeLevels(page: Page, datasetId: number) {
  const [download, consultation, none] = (await permissionRows(page, datasetId)).results;
  if (!download || !consultation || !none) throw new Error('the seed has fewer than three user groups');
  for (const [row, level] of [
    [download, 'download'],
    [consultation, 'consultation'],
  ] as const) {
    const answer = await apiRequest(
      page,
      'PUT',
      `/dataset/usergroup-permission-actions/?action=set_permission_level_${level}`,
      { dataset_id: datasetId, usergroup_ids: [row.id] },
    );
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return [download.name, consultation.name, none.name];
}

for (const locale of ['fr', 'en'] as const) {
  test(`the confirmation says what the server's preview says, and confirming does just that (${locale})`, async ({
    make,
    page,
    signInAs,
  }) => {
    const text = TEXT[locale];
    await signInAs('admin');
    const datasetId = await make.dataset(uniqueName('Jeu de l’impact des droits'));
    const names = await rowsAtThreeLevels(page, datasetId);

    await page.goto(`/publish/${locale}/data/datasets/${datasetId}/permissions/`);
    const table = page.getByRole('table', { name: text.table });
    await expect(table.getByRole('rowheader').nth(2)).toBeVisible();
    for (const name of names) await page.getByRole('checkbox', { name: text.select(name) }).check();

    const previewed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/dataset/usergroup-permission-actions/preview/'),
    );
    await page.getByRole('button', { name: text.bulk }).click();
    await page.getByRole('menuitem', { name: text.grant }).click();
    const answer = await previewed;
    expect(answer.status()).toBe(200);
    const impact = (await answer.json()) as Impact;
    // One row loses download, one keeps consultation, one gains it.
    expect(impact.changed).toBe(2);
    expect(impact.groups.map((group) => group.effect).sort()).toEqual(['gain', 'keep', 'lose']);

    const dialog = page.getByRole('dialog', { name: text.grant });
    await expect(dialog.getByRole('list', { name: text.changes }).getByRole('listitem')).toHaveText(
      impact.groups.map((group) => sentence(locale, group)),
    );
    await dialog.getByRole('button', { name: text.rows(3) }).click();
    await expect(dialog.getByRole('table', { name: text.rowsTable }).getByRole('rowheader')).toHaveText(
      impact.rows.map((row) => row.name),
    );
    expect([...impact.rows.map((row) => row.name)].sort()).toEqual([...names].sort());

    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.updated)).toBeVisible();
    for (const row of impact.rows) {
      await expect(page.getByRole('combobox', { name: text.level(row.name) })).toHaveValue(row.to);
    }
    const after = (await permissionRows(page, datasetId)).results;
    for (const row of impact.rows) expect(after.find((found) => found.id === row.id)?.level).toBe(row.to);
  });
}

import { expect, rowMenuItem, screenPath, test, uniqueName } from '../fixtures';

// Issue 47 (RGAA 10.7 and 12.8): after an action focus goes where the person continues from, and a
// field reached with Tab is never left under the dataset form's sticky save bar.
test.describe('focus after actions', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('saving a dataset gives focus back to the Save button of the restarted form', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Jeu du focus enregistré'));
    await page.goto(screenPath(`/data/datasets/${datasetId}/`));
    await page.getByLabel('Millésime').fill('2024');
    const save = page.getByRole('button', { name: 'Enregistrer le jeu de données' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/a été mis à jour/)).toBeVisible();
    await expect(save).toBeFocused();
  });

  test('a bulk change of permissions gives focus to the special permissions heading', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Jeu du focus des droits'));
    await page.goto(screenPath(`/data/datasets/${datasetId}/permissions/?usergroup_type=organisation`));
    const first = page.getByRole('table').getByRole('checkbox').nth(1);
    await first.check();
    await page.getByRole('button', { name: 'Actions groupées' }).click();
    await page.getByRole('menuitem', { name: 'Accorder le téléchargement' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Les droits ont été mis à jour')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Droits particuliers' })).toBeFocused();
  });

  test('deleting a dataset from the list gives focus to the row in its place', async ({ make, page }) => {
    const name = uniqueName('Jeu du focus supprimé');
    await make.dataset(name);
    await page.goto(screenPath('/data/datasets/'));
    const remove = await rowMenuItem(page, name, `Supprimer ${name}`);
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText(`Le jeu de données ${name} a été supprimé`)).toBeVisible();
    await expect(remove).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('tbody tr')?.textContent ?? null))
      .toMatch(/./);
  });

  test('no field reached with Tab on the dataset form is under the sticky save bar', async ({
    make,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const datasetId = await make.dataset(uniqueName('Jeu du focus sous la barre'));
    await page.goto(screenPath(`/data/datasets/${datasetId}/`));
    const save = page.getByRole('button', { name: 'Enregistrer le jeu de données' });
    await expect(save).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 120; stop += 1) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('form .sticky.bottom-0');
        if (!focused || !bar || bar.contains(focused)) return { done: true, under: null };
        const field = focused.getBoundingClientRect();
        const top = bar.getBoundingClientRect().top;
        const label = (focused as HTMLInputElement).labels?.[0]?.textContent;
        const name = label || focused.getAttribute('aria-label') || focused.textContent || focused.id;
        return { done: false, under: field.bottom > top + 1 ? name : null };
      });
      if (found.done) break;
      if (found.under !== null) hidden.push(found.under);
    }
    expect(hidden).toEqual([]);
  });
});

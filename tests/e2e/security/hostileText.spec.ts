import { sanitiseDescription } from '../../../contract/sanitiseRichText';
import { accountsPath, apiRequest, expect, test, tx, uniqueSuffix } from '../fixtures';
import { HOSTILE_PAYLOADS, sanitised, unsafeMarkup, watchForInjection } from './hostilePayloads';

// Hostile text typed into the text fields of the group, dataset and organisation forms: the save
// succeeds, nothing runs, and what the server keeps reads back as the forms' sanitising rule says
// (control characters removed, trimmed, HTML kept as text; the dataset description, rich text when it
// holds tags, keeps only the advanced editor's markup). Shown again on the page, it is text, not markup.

test.describe('hostile text in the group form', () => {
  for (const [what, payload] of HOSTILE_PAYLOADS) {
    test(`${what} is saved as text and runs nothing`, async ({ page, signInAs }) => {
      test.setTimeout(90_000);
      await signInAs('admin');
      const watch = await watchForInjection(page);
      await page.goto(accountsPath('groups/new/'));
      const form = page.locator('form');
      const fields = form.getByRole('textbox');
      await expect(fields.first()).toBeVisible();
      const count = await fields.count();
      expect(count, 'name, display name and description').toBeGreaterThanOrEqual(3);
      // Each field gets the payload around a unique marker, so that the group can be found again.
      const typed: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const text = `  ${payload} ${uniqueSuffix()}${index}  `;
        typed.push(text);
        await fields.nth(index).fill(text);
        await fields.nth(index).blur();
      }
      await page.getByRole('button', { name: tx('Create the group', 'Créer le groupe') }).click();
      await expect(page).toHaveURL(/\/accounts\/groups\/\d+\/$/, { timeout: 20_000 });
      const id = Number(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);

      const saved = (await (await apiRequest(page, 'GET', `/usergroup/user-groups/${id}/`)).json()) as {
        name: string;
        display_name: string;
        description: string | null;
      };
      const [name = '', displayName = '', description = ''] = typed;
      expect(saved.name).toBe(sanitised(name));
      expect(saved.display_name).toBe(sanitised(displayName));
      expect(saved.description).toBe(sanitised(description));
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is that no control character was kept.
      expect(saved.name).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);

      // The page shows the saved text back as text.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        sanitised(displayName).slice(0, 60),
      );
      expect(await watch.check()).toEqual([]);
    });
  }
});

test.describe('hostile text in the dataset form', () => {
  for (const [what, payload] of HOSTILE_PAYLOADS) {
    test(`${what} is saved and shown back, and runs nothing`, async ({ make, page, signInAs }) => {
      test.setTimeout(90_000);
      await signInAs('admin');
      const watch = await watchForInjection(page);
      const id = await make.dataset(`Jeu hostile ${uniqueSuffix()}`);
      await page.goto(`/publish/fr/data/datasets/${id}/`);
      const fields = ['display_name', 'description', 'recommended_usage'] as const;
      const typed: Record<(typeof fields)[number], string> = {
        display_name: '',
        description: '',
        recommended_usage: '',
      };
      for (const [index, field] of fields.entries()) {
        const text = `  ${payload} ${uniqueSuffix()}${index}  `;
        typed[field] = text;
        const input = page.locator(`#dataset-${field}`);
        await input.fill(text);
        await input.blur();
      }
      await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
      await expect(page.getByText(/a été mis à jour/)).toBeVisible({ timeout: 20_000 });

      const saved = (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
        display_name: string;
        description: string;
        recommended_usage: string | null;
      };
      expect(saved.display_name).toBe(sanitised(typed.display_name));
      expect(saved.recommended_usage).toBe(sanitised(typed.recommended_usage));
      // The description is rich text when it holds tags: stored with the editor's markup only.
      expect(saved.description).toBe(sanitiseDescription(sanitised(typed.description)));

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        sanitised(typed.display_name).slice(0, 60),
      );
      await expect(page.locator('#dataset-display_name')).toHaveValue(saved.display_name);
      await page.waitForLoadState('networkidle');
      expect(await watch.check()).toEqual([]);
      expect(await unsafeMarkup(page)).toEqual([]);
    });
  }
});

test.describe('hostile text in the organisation form', () => {
  for (const [what, payload] of HOSTILE_PAYLOADS) {
    test(`${what} is saved as text and runs nothing`, async ({ page, signInAs }) => {
      test.setTimeout(90_000);
      await signInAs('admin');
      const watch = await watchForInjection(page);
      await page.goto(accountsPath('organisations/new/'));
      const fields = ['display_name', 'acronym', 'postal_address', 'description'] as const;
      const typed: Record<string, string> = {};
      for (const [index, field] of fields.entries()) {
        const text = `  ${payload} ${uniqueSuffix()}${index}  `;
        typed[field] = text;
        const input = page.locator(`#organisation-${field}`);
        await input.fill(text);
        await input.blur();
      }
      const type = page.locator('#organisation-organisation_type');
      const firstType = await type.locator('option:not([value=""])').first().getAttribute('value');
      await type.selectOption(firstType ?? '');
      await page.getByRole('button', { name: tx('Create the organisation', "Créer l'organisation") }).click();
      await expect(page).toHaveURL(/\/accounts\/organisations\/\d+\/$/, { timeout: 20_000 });
      const id = Number(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);

      const saved = (await (
        await apiRequest(page, 'GET', `/organisation/organisations/${id}/`)
      ).json()) as Record<string, string | null>;
      for (const field of fields) expect(saved[field], field).toBe(sanitised(typed[field] ?? ''));

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        sanitised(typed.display_name ?? '').slice(0, 60),
      );
      await expect(page.locator('#organisation-description')).toHaveValue(saved.description ?? '');
      expect(await watch.check()).toEqual([]);
      expect(await unsafeMarkup(page)).toEqual([]);
    });
  }
});

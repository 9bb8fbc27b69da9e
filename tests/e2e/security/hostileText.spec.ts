import { accountsPath, tx, uniqueSuffix } from '../accountsFixtures';
import { apiRequest, expect, test } from '../fixtures';
import { HOSTILE_PAYLOADS, sanitised, watchForInjection } from './hostilePayloads';

// Hostile text typed into every text field of a form: the save succeeds, nothing runs, and what the
// server keeps reads back as the forms' sanitising rule says (control characters removed, trimmed,
// HTML kept as text). Shown again on the group's page, it is text, not markup.

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

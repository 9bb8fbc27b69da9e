import {
  apiRequest,
  createDatasetThroughApi,
  dateField,
  dateShown,
  expect,
  fillDate,
  test,
} from '../fixtures';

// Issue 27 §4: date fields follow the interface's language, not the browser's. Each interface language
// is tried in a browser set to another language, so a field that followed the browser would show the
// other order (and the browser's own date input shows no parts a test can read at all).

const cases = [
  {
    locale: 'fr',
    browser: 'en-US',
    publication: 'Date de publication',
    lastUpdate: 'Date de dernière mise à jour',
    save: 'Enregistrer le jeu de données',
    shown: '01/01/2026',
    typed: '26/11/2026',
    empty: 'jj/mm/aaaa',
    calendar: 'Calendrier',
    month: 'janvier 2026',
  },
  {
    locale: 'en',
    browser: 'fr-FR',
    publication: 'Publication date',
    lastUpdate: 'Last update date',
    save: 'Save the dataset',
    shown: '1/1/2026',
    typed: '11/26/2026',
    empty: 'mm/dd/yyyy',
    calendar: 'Calendar',
    month: 'January 2026',
  },
  {
    locale: 'it',
    browser: 'en-US',
    publication: 'Data di pubblicazione',
    lastUpdate: "Data dell'ultimo aggiornamento",
    save: 'Salva il dataset',
    shown: '01/01/2026',
    typed: '26/11/2026',
    empty: 'gg/mm/aaaa',
    calendar: 'Calendario',
    month: 'gennaio 2026',
  },
] as const;

for (const c of cases) {
  test.describe(`a ${c.locale} interface in a ${c.browser} browser`, () => {
    test.use({ locale: c.browser });

    test(`shows and takes dates in ${c.locale} order, and saves the ISO date typed`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('admin');
      const id = await createDatasetThroughApi(page, `Dates ${c.locale} ${Date.now().toString(36)}`);
      await page.goto(`/publish/${c.locale}/data/datasets/${id}/`);
      // The dataset was made with publication_date 2026-01-01.
      await expect.poll(() => dateShown(page, c.publication), { timeout: 20_000 }).toBe(c.shown);

      // Its calendar opens on the date's month, named in the interface's language.
      await dateField(page, c.publication)
        .getByRole('button', { name: new RegExp(`^${c.calendar}`) })
        .click();
      const calendar = page.getByRole('dialog');
      await expect(calendar.getByRole('heading', { name: c.month })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);

      await fillDate(page, c.lastUpdate, '2026-11-26', c.locale);
      expect(await dateShown(page, c.lastUpdate)).toBe(c.typed);
      await page.getByRole('button', { name: c.save }).click();
      await expect
        .poll(async () => {
          const saved = (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
            last_update_date: string;
          };
          return saved.last_update_date;
        })
        .toBe('2026-11-26');
    });

    test(`shows an empty date with the ${c.locale} placeholders`, async ({ page, signInAs }) => {
      await signInAs('admin');
      await page.goto(`/publish/${c.locale}/data/datasets/new/`);
      await expect.poll(() => dateShown(page, c.publication), { timeout: 20_000 }).toBe(c.empty);
    });
  });
}

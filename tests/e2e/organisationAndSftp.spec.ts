import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Issue 48: the organisation page in sections with one clearly named button each (U13), and the sFTP
// access request of specification §4 (decision 0032), in French and in English.

type Locale = 'fr' | 'en';
const say = (locale: Locale, fr: string, en: string) => (locale === 'fr' ? fr : en);

/** The id of the seeded organisation with this acronym. */
async function organisationId(page: Page, acronym: string): Promise<number> {
  const answer = await page.request.get(`/fr/organisation/organisations/?search=${acronym}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { results: { id: number; acronym: string | null }[] };
  const found = body.results.find((organisation) => organisation.acronym === acronym);
  if (!found) throw new Error(`no organisation ${acronym}`);
  return found.id;
}

const position = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element.parentElement as HTMLElement).position);

async function openSftpResource(page: Page, locale: Locale, datasetId: number): Promise<Locator> {
  await page.goto(`/publish/${locale}/data/datasets/${datasetId}/`);
  const panel = page.getByRole('region', {
    name: say(locale, 'Ressource principale et annexes', 'Main resource and annexes'),
  });
  const title = say(locale, 'Ajouter la ressource principale', 'Add the main resource');
  await panel.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: 'sFTP' }).check();
  return dialog;
}

for (const locale of ['fr', 'en'] as const) {
  test.describe(`organisation page and sFTP access (${locale})`, () => {
    test('the organisation page is in sections, each with its own button; only the main one stays in reach', async ({
      page,
      signInAs,
    }) => {
      await signInAs('gestionnaire');
      const cacl = await organisationId(page, 'CACL');
      await page.goto(`/publish/${locale}/accounts/organisations/${cacl}/`);
      const links = page.getByRole('navigation', {
        name: say(locale, 'Sections de la page', 'Sections of the page'),
      });
      await expect(links.getByRole('link')).toHaveText(
        locale === 'fr'
          ? [
              'Fiche de l’organisation',
              'Convention',
              'Sphères',
              'Membres',
              'Contacts',
              'Moissonneurs',
              'Accès sFTP',
              'Qualité des métadonnées',
            ]
          : [
              'Organisation details',
              'Convention',
              'Spheres',
              'Members',
              'Contacts',
              'Indexers',
              'sFTP access',
              'Metadata quality',
            ],
      );
      const save = page.getByRole('button', {
        name: say(locale, 'Enregistrer l’organisation', 'Save the organisation'),
      });
      await expect(save).toBeVisible();
      expect(await position(save)).toBe('sticky');
      const addMember = page.getByRole('button', {
        name: say(locale, 'Ajouter le membre', 'Add the member'),
      });
      expect(await position(addMember)).not.toBe('sticky');
      for (const [fr, en] of [
        ['Enregistrer la convention', 'Save the convention'],
        ['Ajouter un contact', 'Add a contact'],
      ] as const) {
        await expect(page.getByRole('button', { name: say(locale, fr, en), exact: true })).toHaveCount(1);
      }
      // The old unnamed "Save" is gone: every button says what it saves.
      await expect(
        page.getByRole('button', { name: say(locale, 'Enregistrer', 'Save'), exact: true }),
      ).toHaveCount(0);

      await links.getByRole('link', { name: say(locale, 'Accès sFTP', 'sFTP access') }).click();
      const sftp = page.getByRole('region', { name: say(locale, 'Accès sFTP', 'sFTP access') });
      await expect(sftp).toBeInViewport();
      // The seeded request of the CACL (pending, or accepted by the admin's test in the other
      // language): its managers see it and cannot decide.
      await expect(sftp.getByTestId('ftp-access-request').last()).toBeVisible();
      await expect(sftp.getByRole('button')).toHaveCount(0);
    });

    test('as admin, an sFTP resource for an organisation without access: requested, waiting, accepted, files listed', async ({
      make,
      page,
      signInAs,
    }) => {
      test.setTimeout(90_000);
      await signInAs('admin');
      // French: the CACL, whose demo request is pending; English: the CTG, which never asked.
      const acronym = locale === 'fr' ? 'CACL' : 'CTG';
      const group = await organisationId(page, acronym);
      const datasetId = await make.dataset(uniqueName(`Relevés sFTP ${locale}`), group);

      let dialog = await openSftpResource(page, locale, datasetId);
      const state = dialog.getByTestId('ftp-access-state');
      await expect(state).toHaveAttribute('data-status', locale === 'fr' ? 'pending' : 'none');
      if (locale === 'en')
        await expect(state).toHaveText(
          'The organisation has no sFTP access yet: it will be requested when the resource is saved.',
        );
      await dialog.getByRole('textbox', { name: say(locale, 'Nom', 'Name'), exact: true }).fill('Relevés');
      await dialog
        .getByRole('textbox', { name: say(locale, 'Colonne X / Longitude', 'X / Longitude column') })
        .fill('lon');
      await dialog
        .getByRole('textbox', { name: say(locale, 'Colonne Y / Latitude', 'Y / Latitude column') })
        .fill('lat');
      await dialog
        .getByRole('button', { name: say(locale, 'Créer la ressource', 'Create the resource') })
        .click();
      await expect(
        page.getByText(
          say(
            locale,
            "L'accès sFTP a été demandé ; le fichier pourra être publié une fois l'accès accordé.",
            'The sFTP access was requested; the file can be published once it is granted.',
          ),
        ),
      ).toBeVisible();
      await expect(state).toHaveAttribute('data-status', 'pending');
      await expect(state).toContainText(
        say(
          locale,
          'la demande attend la réponse d’un superutilisateur',
          'the request waits for a superuser’s answer',
        ),
      );
      await dialog.getByRole('button', { name: say(locale, 'Annuler', 'Cancel') }).click();

      await page.goto(`/publish/${locale}/accounts/organisations/${group}/#sftp`);
      const sftp = page.getByRole('region', { name: say(locale, 'Accès sFTP', 'sFTP access') });
      const pending = sftp.locator('[data-testid="ftp-access-request"][data-status="pending"]');
      await expect(pending).toHaveCount(1);
      await pending
        .getByRole('button', { name: say(locale, 'Accepter la demande', 'Accept the request') })
        .click();
      await expect(sftp.getByTestId('ftp-access-summary')).toHaveText(
        say(
          locale,
          'L’espace sFTP de l’organisation est ouvert.',
          'The sFTP space of the organisation is open.',
        ),
      );

      dialog = await openSftpResource(page, locale, datasetId);
      await expect(dialog.getByTestId('ftp-access-state')).toHaveCount(0);
      const file = dialog.getByRole('combobox', { name: say(locale, 'Fichier sFTP', 'sFTP file') });
      await expect(file.locator('option', { hasText: 'releves-2025.csv' })).toHaveCount(1);
    });
  });
}

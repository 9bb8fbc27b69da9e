import type { Locator, Page } from '@playwright/test';
import {
  apiRequest,
  csvFile,
  datasetResources,
  datasetWithGeographicLayer,
  dialogViolations,
  expect,
  getResource,
  test,
  uniqueName,
} from './fixtures';

// The resource dialogs of issue 11 over the dataset page, against the reference backend and its worker.

/** The worker finishes a small file in seconds; the panel reads the dataset again every 15 s. */
const TASK_TIMEOUT = 60_000;

const resourcesPanel = (page: Page) => page.getByRole('region', { name: 'Ressource principale et annexes' });

async function openDataset(page: Page, datasetId: number) {
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  await expect(resourcesPanel(page)).toBeVisible();
}

async function openNewResource(page: Page, which: 'main' | 'annex'): Promise<Locator> {
  const title = which === 'main' ? 'Ajouter la ressource principale' : 'Ajouter une annexe';
  await resourcesPanel(page).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills a new file-upload resource; the coordinates columns are those of the test files. */
async function fillFileUpload(dialog: Locator, name: string, file: ReturnType<typeof csvFile>) {
  await dialog.getByRole('radio', { name: 'Dépôt de fichier' }).check();
  await dialog.getByRole('button', { name: 'Fichier', exact: true }).setInputFiles(file);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Colonne X / Longitude' }).fill('lon');
  await dialog.getByRole('textbox', { name: 'Colonne Y / Latitude' }).fill('lat');
}

/**
 * Submits the form: the backend has one scenario of each action per kind, which runs without a
 * choice to make (issue 48, U4); the dialog closes once it is launched.
 */
async function saveAndRunScenario(dialog: Locator, submit: string) {
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog).toBeHidden();
}

/** The resource kinds' scenarios as the backend answers them, with a second creation scenario. */
async function offerTwoCreationScenarios(page: Page) {
  await page.route(
    (url) => /\/resource\/[a-z-]+\/\d+\/_scenarios\/$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const scenarios = (await response.json()) as { id: number; codename: string; action: string }[];
      const extra = { id: 2_000_000_000, codename: 'file-upload-to-geographiclayer', action: 'create' };
      await route.fulfill({ response, json: [...scenarios, extra] });
    },
  );
}

const creationChoice = () => 'Choisissez le scénario de création à exécuter';
const creationLaunched = () => 'création lancée avec succès';

test.describe('resources of a dataset', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('adds a UTF-8 CSV as main resource: its task succeeds, the state clears, the data shows', async ({
    make,
    page,
  }) => {
    test.setTimeout(TASK_TIMEOUT + 60_000);
    const datasetId = await make.dataset(uniqueName('Arrêts de bus'));
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'main');
    const name = uniqueName('Arrêts (CSV)');
    await fillFileUpload(
      dialog,
      name,
      csvFile(
        'arrêts.csv',
        'nom;lon;lat\nPlace des Palmistes;-52.3335;4.9372\nRémire centre;-52.2756;4.8886\n',
      ),
    );
    await saveAndRunScenario(dialog, 'Créer la ressource');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(creationLaunched())).toBeVisible();

    const panel = resourcesPanel(page);
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    const [resource] = await datasetResources(page, datasetId);
    expect(resource?.display_name).toBe(name);
    const resourceId = resource?.id ?? 0;
    await expect
      .poll(async () => (await getResource(page, resourceId))._processing.map((entry) => entry.state), {
        timeout: TASK_TIMEOUT,
      })
      .toEqual(['SUCCESS']);
    await expect(panel.getByText('Opération en cours')).toBeHidden({ timeout: 20_000 });
    await expect(panel.getByText('Opération échouée')).toHaveCount(0);
    const rel = (await getResource(page, resourceId)).rel;
    expect(
      rel.some((entry) => entry.app_label === 'onegeo_geospatial' && entry.class === 'geographiclayer'),
    ).toBe(true);

    await panel.getByRole('link', { name, exact: true }).click();
    const opened = page.getByRole('dialog', { name });
    await opened.getByRole('tab', { name: 'Aperçu des données' }).click();
    await expect(page).toHaveURL(/resourceTab=preview/);
    const table = opened.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'lon' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Rémire centre' })).toBeVisible();
  });

  test('a Latin-1 CSV is refused before any upload', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu Latin-1'));
    let sent = 0;
    page.on('request', (request) => {
      if (
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method()) &&
        request.url().includes('/resource/')
      )
        sent += 1;
    });
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'main');
    await fillFileUpload(
      dialog,
      'Communes',
      csvFile('communes.csv', 'nom;lon;lat\nCayenne;-52.33;4.93\nRémire;-52.27;4.88\n', 'latin1'),
    );
    const refusal = "Le fichier communes.csv n'est pas encodé en UTF-8 (caractère invalide à la ligne 3).";
    await expect(dialog.getByText(refusal).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    await expect(
      dialog.getByRole('alert').getByRole('link', { name: new RegExp(refusal.replace(/[().]/g, '\\$&')) }),
    ).toBeVisible();
    expect(sent).toBe(0);
    expect(await datasetResources(page, datasetId)).toEqual([]);
  });

  test('a CSV with bad coordinates ends in FAILURE, linked to its task, and is acknowledged', async ({
    make,
    page,
  }) => {
    test.setTimeout(TASK_TIMEOUT + 60_000);
    const datasetId = await make.dataset(uniqueName('Jeu en échec'));
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'main');
    const name = uniqueName('Points faux');
    await fillFileUpload(
      dialog,
      name,
      csvFile('points.csv', 'nom;lon;lat\nA;abc;def\nB;-52.3;pas un nombre\n'),
    );
    await saveAndRunScenario(dialog, 'Créer la ressource');
    await expect(page.getByText(creationLaunched())).toBeVisible();

    const panel = resourcesPanel(page);
    const taskLink = panel.getByRole('link', { name: `Voir la tâche de l'opération échouée sur ${name}` });
    await expect(taskLink).toBeVisible({ timeout: TASK_TIMEOUT });
    await expect(panel.getByText('Opération échouée')).toBeVisible();
    const [resource] = await datasetResources(page, datasetId);
    const taskId = resource?._processing.at(-1)?.task_id;
    expect(await taskLink.getAttribute('href')).toBe(`/publish/fr/data/tasks/${taskId}/`);
    const task = (await (await apiRequest(page, 'GET', `/dashboard/task-queue-track/${taskId}/`)).json()) as {
      status: string;
    };
    expect(task.status).toBe('FAILURE');

    await panel.getByRole('button', { name: `Acquitter l'échec de ${name}` }).click();
    await expect(panel.getByText('Opération échouée')).toBeHidden();
  });

  test('adds a URL annex', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu avec lien'));
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'annex');
    await dialog.getByRole('radio', { name: 'Référence URL' }).check();
    // A URL reference needs no coordinates (section 5): only its name and URL are required.
    await expect(dialog.getByRole('textbox', { name: 'Colonne X / Longitude' })).not.toHaveAttribute(
      'aria-required',
    );
    const name = uniqueName('Portail des horaires');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://data.example.org/horaires.json');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await saveAndRunScenario(dialog, 'Créer la ressource');
    await expect(page.getByText(creationLaunched())).toBeVisible();
    await expect(resourcesPanel(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
    const [annex] = await datasetResources(page, datasetId);
    expect(annex).toMatchObject({ display_name: name, kind: 'href' });
  });

  test('adds a map-server layer as main resource, then finds it again in the form', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Jeu cartographique'));
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'main');
    await dialog.getByRole('radio', { name: 'Couche du serveur cartographique' }).check();
    await dialog.getByRole('combobox', { name: 'Espace de travail' }).selectOption('cacl');
    await dialog.getByRole('combobox', { name: 'Couche', exact: true }).selectOption('cacl_1');
    const name = uniqueName('Couche CACL');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await saveAndRunScenario(dialog, 'Créer la ressource');
    await expect(page.getByText('création lancée avec succès')).toBeVisible();
    const [resource] = await datasetResources(page, datasetId);
    expect(resource?.kind).toBe('geoserver-mirrors');
    expect(resource?.rel[0]?.uri).toContain('cacl_1');

    await resourcesPanel(page).getByRole('link', { name, exact: true }).click();
    const opened = page.getByRole('dialog', { name });
    await expect(opened.getByRole('combobox', { name: 'Espace de travail' })).toHaveValue('cacl');
    await expect(opened.getByRole('combobox', { name: 'Couche', exact: true })).toHaveValue('cacl_1');
    // The main resource exists: the panel offers annexes only.
    await opened.getByRole('button', { name: 'Annuler' }).click();
    await expect(
      resourcesPanel(page).getByRole('button', { name: 'Ajouter la ressource principale' }),
    ).toHaveCount(0);
  });

  test('modifies a resource with its update scenario', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu à modifier'));
    const name = uniqueName('Horaires');
    const resourceId = await make.hrefResource(datasetId, name);
    await openDataset(page, datasetId);
    await resourcesPanel(page).getByRole('link', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue(
      'https://data.example.org/horaires.json',
    );
    const renamed = `${name} (2026)`;
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://data.example.org/horaires-2026.json');
    await saveAndRunScenario(dialog, 'Enregistrer la ressource');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('mise à jour lancée avec succès')).toBeVisible();
    await expect(resourcesPanel(page).getByRole('link', { name: renamed, exact: true })).toBeVisible();
    const saved = await getResource(page, resourceId);
    expect(saved.display_name).toBe(renamed);
    expect(saved.rel[0]?.uri).toBe('https://data.example.org/horaires-2026.json');
    const taskId = saved._processing.at(-1)?.task_id;
    const task = (await (await apiRequest(page, 'GET', `/dashboard/task-queue-track/${taskId}/`)).json()) as {
      action: string;
    };
    expect(task.action).toBe('href-update-check');
  });

  test('a dismissed scenario choice creates nothing', async ({ make, page }) => {
    // A choice is offered only when there is one to make.
    await offerTwoCreationScenarios(page);
    const datasetId = await make.dataset(uniqueName('Jeu sans scénario'));
    await openDataset(page, datasetId);
    const dialog = await openNewResource(page, 'annex');
    await dialog.getByRole('radio', { name: 'Référence URL' }).check();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://data.example.org/a.json');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Abandonnée');
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    await dialog.getByRole('group', { name: creationChoice() }).getByRole('radio').first().waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(
      page.getByText("Aucun scénario n'a été choisi : la ressource n'a pas été créée."),
    ).toBeVisible();
    // The form is back with what was typed.
    await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Abandonnée');
    await expect.poll(async () => (await datasetResources(page, datasetId)).length).toBe(0);
  });
});

test.describe('accessibility of the resource dialogs', () => {
  test('the creation form and the parts of a resource have no WCAG A/AA violation', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const { datasetId, resourceId } = await datasetWithGeographicLayer(page);
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=new-annex`);
    const dialog = page.getByRole('dialog', { name: 'Ajouter une annexe' });
    await dialog.getByRole('radio', { name: 'Dépôt de fichier' }).check();
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);

    const shown = {
      resource: (dialog: Locator) => dialog.getByRole('textbox', { name: 'Nom', exact: true }),
      preview: (dialog: Locator) => dialog.getByRole('table'),
      styles: (dialog: Locator) => dialog.getByRole('button', { name: 'Nouveau style' }),
    };
    for (const [tab, ready] of Object.entries(shown)) {
      await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=${tab}`);
      await expect(ready(page.getByRole('dialog'))).toBeVisible();
      expect(await dialogViolations(page), tab).toEqual([]);
    }
  });
});

test.describe('who may use sFTP', () => {
  test('the sFTP type is offered to the superuser only', async ({ make, page, signInAs }) => {
    await signInAs('producteur');
    const datasetId = await make.dataset(uniqueName('Jeu du producteur'), 2);
    await openDataset(page, datasetId);
    let dialog = await openNewResource(page, 'main');
    await expect(dialog.getByRole('radio', { name: 'Dépôt de fichier' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Référence URL' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'sFTP' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();

    await signInAs('admin');
    await openDataset(page, datasetId);
    dialog = await openNewResource(page, 'main');
    await expect(dialog.getByRole('radio', { name: 'sFTP' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'sFTP' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Fichier sFTP' })).toBeVisible();
    // Annexes are file upload, sFTP or URL: no map-server layer.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    dialog = await openNewResource(page, 'annex');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
  });
});

test.describe('layer styles', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('creates a style, then edits its SLD', async ({ page }) => {
    const { datasetId, resourceId, layerId } = await datasetWithGeographicLayer(page);
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('tab', {
        name: 'Couche géographique et styles',
        selected: true,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Nouveau style' }).click();
    const name = uniqueName('Style des arrêts');
    await dialog.getByRole('textbox', { name: 'Nom du style' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Configuration' }).fill('{"color": "#15803d"}');
    await dialog.getByRole('button', { name: 'Enregistrer le style' }).click();
    await expect(
      page.getByText(`Le style ${name} a été enregistré ; il est en cours d'application à la couche.`),
    ).toBeVisible();
    const row = dialog.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    type ApiStyle = { id: number; name: string; config: { color?: string } | null; sld: string | null };
    const styles = async () =>
      (await (
        await apiRequest(page, 'GET', `/geospatial/geographiclayer/${layerId}/styles/`)
      ).json()) as ApiStyle[];
    const created = (await styles()).find((style) => style.name === name);
    expect(created?.config).toEqual({ color: '#15803d' });

    await row.getByRole('button', { name: `Modifier le style ${name}` }).click();
    const sld = dialog.getByRole('textbox', { name: 'SLD' });
    await expect(sld).toHaveValue(/StyledLayerDescriptor/);
    const current = await sld.inputValue();
    await sld.fill(current.replace('#0b5cab', '#c2410c'));
    await dialog.getByRole('button', { name: 'Enregistrer le style' }).click();
    await expect(row).toBeVisible();
    // The update scenario applies the SLD: the worker stores it on the style.
    await expect
      .poll(async () => (await styles()).find((style) => style.name === name)?.sld ?? '', {
        timeout: TASK_TIMEOUT,
      })
      .toContain('#c2410c');
  });

  test('refuses an SLD that is not one, without sending it', async ({ page }) => {
    const { datasetId, resourceId } = await datasetWithGeographicLayer(page);
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Nouveau style' }).click();
    await dialog.getByRole('textbox', { name: 'Nom du style' }).fill(uniqueName('Style invalide'));
    await dialog.getByRole('textbox', { name: 'SLD' }).fill('<Style>pas un SLD</Style>');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/styles/')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Enregistrer le style' }).click();
    await expect(
      dialog
        .getByText("Le SLD doit être un document XML dont l'élément racine est StyledLayerDescriptor")
        .first(),
    ).toBeVisible();
    expect(posted).toBe(false);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import type { ScenarioLaunchStep } from '../../machines/scenarioLaunch.machine.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import { datasetResources, datasetWithGeographicLayer, uniqueName } from '../e2e/resourcesFixtures.ts';
import { RequestGate } from './requestGate.ts';

// The three screens whose flows invoke the `scenarioLaunch` child, one per way of picking the scenario
// (the model's inputs): the person chooses (a new URL resource in the resource dialog, resourceCreation),
// the flow takes the first scenario of an action (a new style of a layer, styleSave), or the one with a
// codename (the publication switch of the dataset list, datasetPublication). Each screen is brought to
// the moment its flow starts the child: the scenarios' request is sent and held by the `scenarios` gate.

/** What a screen shows of the child's states; the replay checks each state through it. */
export interface LaunchScreen {
  readonly page: Page;
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
  /**
   * The control that started the flow shows its spinner and ignores presses (fetching, running); a
   * person's only scenario, run without a choice (`alone`), is named while it is launched.
   */
  readonly expectBusy: (running: boolean, alone?: boolean) => Promise<void>;
  /** The scenario was launched: the screen's success, and the backend's trace of the run. */
  readonly expectLaunched: () => Promise<void>;
  /** The screen names the failed step, or the missing scenario. */
  readonly expectFailure: (failure: ScenarioLaunchStep | 'noScenario') => Promise<void>;
  /** The person's choice (resource dialog only). */
  readonly choice?: {
    readonly expectOffered: () => Promise<void>;
    readonly choose: () => Promise<void>;
    readonly dismiss: () => Promise<void>;
    readonly expectCancelled: () => Promise<void>;
  };
}

const errorToast = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successToast = (page: Page) => page.getByRole('status').getByTestId('toast-success');

/** A gate on the page's requests of one method whose path matches. */
const gate = (page: Page, label: string, method: string, pathname: RegExp) =>
  RequestGate.install(
    page,
    label,
    (request) => request.method() === method && pathname.test(new URL(request.url()).pathname),
  );

/** Spinner and no press: the button is aria-disabled and shows its spinner icon. */
async function expectSpinning(button: Locator) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button.locator('svg')).toBeVisible();
}

/**
 * A new main resource referring to a URL: its creation runs its one creation scenario, or lets the
 * person choose when there are two (the replay adds a twin to the backend's answer).
 */
async function resourceScreen(page: Page): Promise<LaunchScreen> {
  const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu QA scénario'));
  const scenarios = await gate(page, 'URL scenarios', 'GET', /\/resource\/href\/\d+\/_scenarios\/$/);
  const run = await gate(page, 'URL scenario run', 'POST', /\/resource\/href\/\d+\/_scenarios\/\d+\/run\/$/);
  await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=new-main`);
  const dialog = page.getByRole('dialog', { name: 'Ajouter la ressource principale' });
  const submit = dialog.getByRole('button', { name: 'Créer la ressource' });
  const runButton = dialog.getByRole('button', { name: 'Exécuter le scénario' });
  const group = dialog.getByRole('group', { name: 'Choisissez le scénario de création à exécuter' });
  const name = uniqueName('Stations QA');
  await dialog.getByRole('radio', { name: 'Référence URL', exact: true }).check();
  await dialog
    .getByRole('textbox', { name: 'URL', exact: true })
    .fill('https://data.example.fr/stations.csv');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  scenarios.expect();
  await submit.click();
  await scenarios.next();
  const resources = () => datasetResources(page, datasetId);
  return {
    page,
    scenarios,
    run,
    expectBusy: async (running, alone = false) => {
      await expectSpinning(running && !alone ? runButton : submit);
      if (alone)
        await expect(dialog.getByRole('status').filter({ hasText: 'Exécution du scénario' })).toHaveText(
          'Exécution du scénario de création « Vérification de l’URL »…',
        );
    },
    expectLaunched: async () => {
      await expect(successToast(page).getByText('création lancée avec succès')).toBeVisible();
      await expect(dialog).toBeHidden();
      const [resource] = await resources();
      expect(resource?.display_name).toBe(name);
      expect(resource?._processing.at(-1)?.task_id ?? null).not.toBeNull();
    },
    expectFailure: async (failure) => {
      const text = {
        noScenario: 'Aucun scénario de création trouvé. Impossible de créer la ressource',
        fetchScenarios: "Les scénarios de la ressource n'ont pas pu être récupérés.",
        runScenario: "Le scénario n'a pas pu être lancé.",
      }[failure];
      await expect(errorToast(page).getByText(text)).toBeVisible();
      // The creation is undone; the form stays filled in for another try.
      await expect.poll(resources).toEqual([]);
      await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);
    },
    choice: {
      expectOffered: async () => {
        // The backend's creation scenario of a URL resource and its twin, by their labels; the
        // backend's, first, checked already.
        await expect(group.getByRole('radio')).toHaveCount(2);
        await expect(group.getByRole('radio', { name: 'Vérification de l’URL' })).toBeChecked();
        await expect(runButton).not.toHaveAttribute('aria-disabled', 'true');
        expect(await resources()).toHaveLength(1);
      },
      choose: () => runButton.click(),
      dismiss: () =>
        dialog
          .getByRole('form', { name: 'Choisissez le scénario de création à exécuter' })
          .getByRole('button', { name: 'Annuler' })
          .click(),
      expectCancelled: async () => {
        await expect(
          errorToast(page).getByText("Aucun scénario n'a été choisi : la ressource n'a pas été créée."),
        ).toBeVisible();
        await expect.poll(resources).toEqual([]);
      },
    },
  };
}

/** A new style of a seeded layer: its save runs the first scenario of action `update` of the style. */
async function styleScreen(page: Page): Promise<LaunchScreen> {
  const { datasetId, resourceId, layerId } = await datasetWithGeographicLayer(page);
  const styles = `/geospatial/geographiclayer/${layerId}/styles/`;
  const scenarios = await gate(page, 'style scenarios', 'GET', new RegExp(`${styles}\\d+/_scenarios/$`));
  const run = await gate(page, 'style run', 'POST', new RegExp(`${styles}\\d+/_scenarios/\\d+/run/$`));
  await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`);
  const dialog = page.getByRole('dialog');
  const name = uniqueName('Style QA scénario');
  await dialog.getByRole('button', { name: 'Nouveau style' }).click();
  const editor = dialog.getByRole('form', { name: 'Nouveau style' });
  const save = editor.getByRole('button', { name: 'Enregistrer le style' });
  await editor.getByRole('textbox', { name: 'Nom du style' }).fill(name);
  await editor.getByRole('textbox', { name: 'Configuration' }).fill('{"property":"type"}');
  scenarios.expect();
  await save.click();
  await scenarios.next();
  return {
    page,
    scenarios,
    run,
    expectBusy: () => expectSpinning(save),
    expectLaunched: async () => {
      await expect(
        successToast(page).getByText(
          `Le style ${name} a été enregistré ; il est en cours d'application à la couche.`,
        ),
      ).toBeVisible();
      await expect(editor).toHaveCount(0);
    },
    expectFailure: async (failure) => {
      const text = {
        noScenario: 'Aucun scénario trouvé',
        fetchScenarios: "Les scénarios du style n'ont pas pu être récupérés.",
        runScenario: "Le style n'a pas pu être appliqué à la couche.",
      }[failure];
      await expect(errorToast(page).getByText(text)).toBeVisible();
      // The editor stays open with the saved style, for another try.
      await expect(editor.getByRole('textbox', { name: 'Nom du style' })).toHaveValue(name);
      await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    },
  };
}

/** A published dataset of the list: its switch runs the scenario with codename `unpublish-dataset`. */
async function publicationScreen(page: Page): Promise<LaunchScreen> {
  const name = uniqueName('QA scénario publication');
  const id = await createDatasetThroughApi(page, name);
  const base = `/fr/dataset/datasets/${id}/_scenarios/`;
  const scenarios = await gate(page, 'dataset scenarios', 'GET', new RegExp(`^${base}$`));
  const run = await gate(page, 'dataset run', 'POST', new RegExp(`^${base}\\d+/run/$`));
  await page.goto('/publish/fr/data/datasets/');
  const toggle = page.getByRole('switch', { name: new RegExp(`— ${name}$`) });
  const published = async () =>
    (
      (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
        publish: boolean | null;
      }
    ).publish !== false;
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  scenarios.expect();
  await toggle.click();
  await scenarios.next();
  return {
    page,
    scenarios,
    run,
    expectBusy: async () => {
      await expect(toggle).toHaveAttribute('aria-busy', 'true');
      await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    },
    expectLaunched: async () => {
      await expect(
        successToast(page).getByText(`La dépublication du jeu de données ${name} a été lancée avec succès`),
      ).toBeVisible();
      await expect.poll(published).toBe(false);
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    },
    expectFailure: async (failure) => {
      const toast = errorToast(page).last();
      await expect(toast).toContainText(
        failure === 'noScenario' ? 'Aucun scénario trouvé' : 'Erreur critique',
      );
      // The switch still shows the published dataset, which the backend still holds, and offers a retry.
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(await published()).toBe(true);
      await expect(page.getByRole('button', { name: `Réessayer — ${name}`, exact: true })).toBeVisible();
    },
  };
}

/** The screen of each input of the model (machines/testing/models/scenarioLaunch.model.ts). */
export const launchScreens = {
  byPerson: resourceScreen,
  byAction: styleScreen,
  byCodename: publicationScreen,
} satisfies Record<string, (page: Page) => Promise<LaunchScreen>>;

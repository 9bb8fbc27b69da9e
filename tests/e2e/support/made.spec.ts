import {
  contractClient,
  createDatasetThroughApi,
  createUserThroughApi,
  expect,
  test,
  uniqueName,
} from '../fixtures';

// The `make` fixture deletes what a test made, whether through its typed creators or through the
// page-taking helpers the specs call, and whatever role the test ended signed in as.

const made: { datasetId?: number; organisationId?: number; userId?: number; contactId?: number } = {};

test.describe
  .serial('what a test makes through the API', () => {
    test('is made as the signed-in person and visible while the test runs', async ({
      page,
      signInAs,
      make,
      api,
    }) => {
      await signInAs('admin');
      made.organisationId = await make.organisation(uniqueName('Organisation éphémère'));
      made.datasetId = await make.dataset(uniqueName('Jeu éphémère'), made.organisationId);
      made.contactId = (await make.contact(uniqueName('Contact éphémère'), made.organisationId)).id;
      made.userId = await createUserThroughApi(page, {
        first_name: 'Éphémère',
        last_name: uniqueName('Personne'),
        email: `${uniqueName('ephemere').replace(' ', '.')}@example.org`,
      });
      await createDatasetThroughApi(page, uniqueName('Jeu du visiteur'));
      const { response } = await api.GET('/dataset/datasets/{id}/', {
        params: { path: { id: made.datasetId } },
      });
      expect(response.status).toBe(200);
      // The test ends signed in as a person who may delete none of it.
      await page.context().clearCookies();
      await signInAs('visiteur');
    });

    test('is deleted when that test ends', async ({ page, signInAs }) => {
      await signInAs('admin');
      const api = contractClient(page);
      const { datasetId, organisationId, userId, contactId } = made;
      if (!datasetId || !organisationId || !userId || !contactId)
        throw new Error('the first test made nothing');
      const statuses = await Promise.all([
        api.GET('/dataset/datasets/{id}/', { params: { path: { id: datasetId } } }),
        api.GET('/organisation/organisations/{id}/', { params: { path: { id: organisationId } } }),
        api.GET('/usergroup/users/{id}/', { params: { path: { id: userId } } }),
        api.GET('/dataset/contacts/{id}/', { params: { path: { id: contactId } } }),
      ]);
      expect(statuses.map(({ response }) => response.status)).toEqual([404, 404, 404, 404]);
    });
  });

import { type Client, clientFor, fileForm, PNG, type TestServer } from './server.ts';

export const ACCOUNTS = ['admin', 'gestionnaire', 'producteur', 'visiteur'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** Ids of seeded objects the cases rely on, looked up by name. */
export interface SeedIds {
  cacl: number;
  ctg: number;
  oeg: number;
  /** CACL dataset 'Arrêts de bus…' (download level) with a main CSV resource, a geographic layer and a style. */
  caclDataset: number;
  caclResource: number;
  caclLink: number;
  caclFileUpload: number;
  caclLayer: number;
  caclStyle: number;
  caclContact: number;
  caclIndexer: number;
  caclTask: number;
  /** CACL private dataset: visible to CACL members. */
  caclPrivateDataset: number;
  /** CTG private dataset: visible to the superuser only among the demo accounts. */
  ctgPrivateDataset: number;
  ftpRecord: number;
  sphere: number;
  jurisdiction: number;
  users: Record<string, number>;
  scenarios: Record<string, number>;
  updateFileUploadScenario: number;
  scheduler: number;
  topic: number;
  kind: number;
  frequency: number;
  contactRole: number;
  organisationType: number;
  csvFormat: number;
}

async function single<T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.app.db.query<T>(sql, params);
  if (!row) throw new Error(`Fixture lookup found nothing: ${sql} ${JSON.stringify(params)}`);
  return row;
}

const id = async (server: TestServer, sql: string, params: unknown[] = []) =>
  (await single<{ id: number }>(server, sql, params)).id;

export async function seedIds(server: TestServer): Promise<SeedIds> {
  const group = (acronym: string) => id(server, 'select id from usergroup where acronym = $1', [acronym]);
  const dataset = (name: string) => id(server, 'select id from dataset where display_name = $1', [name]);
  const ref = (list: string, label: string) =>
    id(server, 'select id from reference_item where list = $1 and label = $2', [list, label]);
  const caclDataset = await dataset('Arrêts de bus du réseau Agglo’bus');
  const link = await single<{ id: number; resource_id: number }>(
    server,
    'select id, resource_id from resource_dataset where dataset_id = $1 and type = 1',
    [caclDataset],
  );
  const users = await server.app.db.query<{ id: number; username: string }>(
    'select id, username from app_user',
  );
  const scenarios = await server.app.db.query<{ id: number; object_kind: string; action: string }>(
    'select id, object_kind, action from scenario',
  );
  const cacl = await group('CACL');
  const layer = await id(server, 'select id from geographic_layer where resource_id = $1', [
    link.resource_id,
  ]);
  return {
    cacl,
    ctg: await group('CTG'),
    oeg: await group('OEG'),
    caclDataset,
    caclResource: link.resource_id,
    caclLink: link.id,
    caclFileUpload: await id(server, 'select id from file_upload where resource_id = $1', [link.resource_id]),
    caclLayer: layer,
    caclStyle: await id(server, 'select id from style where geographic_layer_id = $1', [layer]),
    caclContact: await id(server, 'select id from contact where usergroup_id = $1 order by id limit 1', [
      cacl,
    ]),
    caclIndexer: await id(server, 'select id from remote_api_index where usergroup_id = $1', [cacl]),
    caclTask: await id(
      server,
      "select id from task where usergroup_id = $1 and object_class = 'resource' order by id limit 1",
      [cacl],
    ),
    caclPrivateDataset: await dataset('Pistes cyclables de l’agglomération'),
    ctgPrivateDataset: await dataset('Aides à l’agriculture'),
    ftpRecord: await id(server, 'select id from ftp order by id limit 1'),
    sphere: await id(server, "select id from usergroup where name = 'Partenaires institutionnels de Guyane'"),
    jurisdiction: await id(server, "select id from jurisdiction where codename = 'agglo-cayenne'"),
    users: Object.fromEntries(users.map((u) => [u.username, u.id])),
    scenarios: Object.fromEntries(scenarios.map((s) => [`${s.object_kind}:${s.action}`, s.id])),
    updateFileUploadScenario:
      scenarios.find((s) => s.object_kind === 'file-upload' && s.action === 'update')?.id ?? 0,
    scheduler: await ref('scheduler', 'Tous les jours à 2 h'),
    topic: await ref('topic', 'Transport'),
    kind: await ref('kind', 'Données géographiques'),
    frequency: await ref('update_frequency', 'Annuelle'),
    contactRole: await ref('contact_role', 'Point de contact'),
    organisationType: await ref('organisation_type', 'Commune'),
    csvFormat: await id(server, "select id from data_format where label = 'CSV'"),
  };
}

let counter = 0;
/** A name no other fixture uses. */
export const unique = (prefix: string): string => {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
};

/** Creates what the cases need, through the API as the superuser (each call a fresh object). */
export class Fixtures {
  private constructor(
    readonly server: TestServer,
    readonly admin: Client,
    readonly ids: SeedIds,
    private readonly clients: Map<Account, Client>,
  ) {}

  static async create(server: TestServer): Promise<Fixtures> {
    const clients = new Map<Account, Client>();
    for (const account of ACCOUNTS) clients.set(account, await clientFor(server, account));
    const admin = clients.get('admin');
    if (!admin) throw new Error('no admin client');
    return new Fixtures(server, admin, await seedIds(server), clients);
  }

  client(account: Account): Client {
    const client = this.clients.get(account);
    if (!client) throw new Error(`no client for ${account}`);
    return client;
  }

  private async ok<T>(
    answer: Promise<{ status: number; body: unknown; text: string }>,
    expected: number,
  ): Promise<T> {
    const result = await answer;
    if (result.status !== expected) throw new Error(`Fixture call answered ${result.status}: ${result.text}`);
    return result.body as T;
  }

  datasetBody(usergroup = this.ids.cacl, name = unique('Jeu de test')) {
    return {
      display_name: name,
      description: 'Jeu de données créé par les tests de contrat.',
      tags: ['test', 'contrat'],
      topics: [this.ids.topic],
      kinds: [this.ids.kind],
      usergroup,
      publication_date: '2025-01-15',
      last_update_date: '2025-06-01',
      update_frequency: this.ids.frequency,
    };
  }

  async dataset(usergroup = this.ids.cacl): Promise<{ id: number; last_modified: string }> {
    return this.ok(
      this.admin.request('POST', '/fr/dataset/datasets/', { json: this.datasetBody(usergroup) }),
      201,
    );
  }

  /** Accepts the group's sFTP access request (the seed's CACL one is pending), as a superuser would. */
  async grantFtpAccess(group = this.ids.cacl): Promise<void> {
    await this.server.app.db.query(
      `with opened as (update ftp_access_request set status = 'granted', decided_at = now()
         where usergroup_id = $1 and status in ('pending', 'granted') returning id)
       insert into ftp_access_request (usergroup_id, user_id, status, decided_at)
       select $1, id, 'granted', now() from app_user where username = 'admin' and not exists (select 1 from opened)`,
      [group],
    );
  }

  /** A resource linked to a fresh CACL dataset (managers of the CACL may change it). */
  async linkedResource(type: 1 | 2 = 1): Promise<{ resource: number; dataset: number; link: number }> {
    const dataset = await this.dataset();
    const resource = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/resources/', {
        json: {
          display_name: unique('Ressource'),
          column_x: 'longitude',
          column_y: 'latitude',
          crs: 'EPSG:4326',
        },
      }),
      201,
    );
    const link = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/resource-dataset/', {
        json: { resource_id: resource.id, dataset_id: dataset.id, type },
      }),
      201,
    );
    return { resource: resource.id, dataset: dataset.id, link: link.id };
  }

  async fileUpload(): Promise<{ id: number; resource: number }> {
    const { resource } = await this.linkedResource();
    const record = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/file-upload/', {
        json: { resource_id: resource, dataformat_id: this.ids.csvFormat },
      }),
      201,
    );
    return { id: record.id, resource };
  }

  async linkedFile(kind: 'href' | 'file-download'): Promise<{ id: number; resource: number }> {
    const { resource } = await this.linkedResource();
    const record = await this.ok<{ id: number }>(
      this.admin.request('POST', `/fr/resource/${kind}/`, {
        json: { resource_id: resource, href: 'https://example.org/data.csv' },
      }),
      201,
    );
    return { id: record.id, resource };
  }

  async mirror(): Promise<{ id: number; resource: number }> {
    const { resource } = await this.linkedResource();
    const record = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/geoserver/mirrors/', {
        json: { resource_id: resource, workspace: 'cacl', layer: 'cacl_ensemble', layer_type: 'layergroup' },
      }),
      201,
    );
    return { id: record.id, resource };
  }

  async datastore(): Promise<{ id: number; resource: number }> {
    const { resource } = await this.linkedResource();
    const record = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/datastores/', {
        json: {
          resource_id: resource,
          database: 'datastore',
          schema_name: 'datastore',
          table_name: 'arrets_bus',
        },
      }),
      201,
    );
    return { id: record.id, resource };
  }

  async executionFrequency(): Promise<number> {
    const upload = await this.fileUpload();
    const record = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/resource/scenario-execution-frequency/', {
        json: {
          resource_id: upload.resource,
          scheduler: this.ids.scheduler,
          scenario_id: this.ids.updateFileUploadScenario,
        },
      }),
      201,
    );
    return record.id;
  }

  async contact(usergroup = this.ids.cacl): Promise<number> {
    const contact = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/dataset/contacts/', {
        json: { name: unique('Contact'), email: 'contact@example.org', usergroup },
      }),
      201,
    );
    return contact.id;
  }

  async contactRole(datasetId: number): Promise<number> {
    const role = await this.ok<{ id: number }>(
      this.admin.request('POST', `/fr/dataset/datasets/${datasetId}/contact-roles/`, {
        json: { contact_id: await this.contact(), role: this.ids.contactRole },
      }),
      201,
    );
    return role.id;
  }

  async member(group: number, user: string, role: 1 | 2 | null): Promise<void> {
    await this.ok(
      this.admin.request('POST', `/fr/usergroup/user-groups/${group}/members/`, {
        json: { user_id: this.ids.users[user], role, status: 2 },
      }),
      201,
    );
  }

  /** A group (or sphere) administered by gestionnaire, with producteur (role 1) and visiteur (no role). */
  async group(type: 'user-group' | 'group-of-organisation' | 'organisation' = 'user-group'): Promise<number> {
    const group = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/usergroup/user-groups/', {
        json: { name: unique('Groupe'), usergroup_type: type },
      }),
      201,
    );
    await this.member(group.id, 'gestionnaire', 2);
    await this.member(group.id, 'producteur', 1);
    await this.member(group.id, 'visiteur', null);
    return group.id;
  }

  async thumbnail(group: number): Promise<void> {
    await this.ok(
      this.admin.request('PUT', `/fr/usergroup/user-groups/${group}/thumbnail/`, {
        form: fileForm('file', PNG, 'logo.png', 'image/png'),
      }),
      200,
    );
  }

  /** Gives the dataset `id` a thumbnail (a 1×1 PNG). */
  async datasetThumbnail(id: number): Promise<void> {
    await this.ok(
      this.admin.request('PUT', `/fr/dataset/datasets/${id}/thumbnail/`, {
        form: fileForm('file', PNG, 'vignette.png', 'image/png'),
      }),
      200,
    );
  }

  /** A user who is a member of the CACL (so its account administrator may change it). */
  async caclUser(): Promise<number> {
    const name = unique('compte');
    const user = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/usergroup/users/', {
        json: { username: name, first_name: 'Test', last_name: 'Compte', email: `${name}@example.org` },
      }),
      201,
    );
    await this.ok(
      this.admin.request('POST', `/fr/usergroup/user-groups/${this.ids.cacl}/members/`, {
        json: { user_id: user.id, role: null },
      }),
      201,
    );
    return user.id;
  }

  async organisation(): Promise<number> {
    const organisation = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/organisation/organisations/', {
        json: { display_name: unique('Organisation'), organisation_type: this.ids.organisationType },
      }),
      201,
    );
    return organisation.id;
  }

  async jurisdiction(): Promise<number> {
    const jurisdiction = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/organisation/jurisdictions/', {
        json: {
          display_name: unique('Territoire'),
          codename: unique('code'),
          municipalities: ['97304', '97312'],
        },
      }),
      201,
    );
    return jurisdiction.id;
  }

  async indexer(): Promise<number> {
    const indexer = await this.ok<{ id: number }>(
      this.admin.request('POST', '/fr/indexer/remote-api-indexes/', { json: this.indexerBody() }),
      201,
    );
    return indexer.id;
  }

  indexerBody() {
    return {
      name: unique('Moissonneur'),
      url: 'https://catalogue.example.org/api/3/',
      command: 'harvest',
      scheduler: this.ids.scheduler,
      usergroup_id: this.ids.cacl,
      url_pattern: 'https://catalogue.example.org/dataset/{identifier}',
    };
  }

  async style(): Promise<number> {
    const style = await this.ok<{ id: number }>(
      this.admin.request('POST', `/fr/geospatial/geographiclayer/${this.ids.caclLayer}/styles/`, {
        json: { name: unique('Style') },
      }),
      201,
    );
    return style.id;
  }

  /** Runs the create scenario of `style` (a style of the CACL layer) with `sld`; answers the task id. */
  async runStyleCreation(style: number, sld: string): Promise<number> {
    const run = await this.ok<{ task_id: number }>(
      this.admin.request(
        'POST',
        `/fr/geospatial/geographiclayer/${this.ids.caclLayer}/styles/${style}/_scenarios/${this.ids.scenarios['style:create']}/run/`,
        {
          query: { asynchrone: false },
          json: { ...this.target('geographiclayer', this.ids.caclLayer, 'onegeo_geospatial'), data: { sld } },
        },
      ),
      202,
    );
    return run.task_id;
  }

  target(model: string, pk: number, appLabel = 'onegeo_dataset') {
    return { kwargs: { target: { model, app_label: appLabel, pk } } };
  }
}

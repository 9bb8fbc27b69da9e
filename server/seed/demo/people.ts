// Demonstration accounts (one per role) and contacts.

export interface DemoUser {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  status: number;
  is_superuser?: boolean;
  terms?: boolean;
  registration_reason?: string;
  /** [group key, role, membership status] */
  memberships?: [string, 1 | 2 | null, number][];
  daysAgo: number;
}

export const USERS: DemoUser[] = [
  {
    username: 'admin',
    first_name: 'Alice',
    last_name: 'Martin',
    email: 'admin@example.org',
    status: 2,
    is_superuser: true,
    daysAgo: 400,
  },
  {
    username: 'gestionnaire',
    first_name: 'Gaël',
    last_name: 'Bernard',
    email: 'gestionnaire@example.org',
    status: 2,
    memberships: [
      ['cacl', 2, 2],
      ['mobilite', 2, 2],
    ],
    daysAgo: 300,
  },
  {
    username: 'producteur',
    first_name: 'Paula',
    last_name: 'Roy',
    email: 'producteur@example.org',
    status: 2,
    memberships: [
      ['cacl', 1, 2],
      ['oeg', 1, 2],
    ],
    daysAgo: 250,
  },
  {
    username: 'visiteur',
    first_name: 'Victor',
    last_name: 'Nguyen',
    email: 'visiteur@example.org',
    status: 2,
    memberships: [
      ['cacl', null, 2],
      ['ctg', null, 1],
    ],
    daysAgo: 120,
  },
  {
    username: 'nouveau',
    first_name: 'Nina',
    last_name: 'Petit',
    email: 'nouveau@example.org',
    status: 2,
    terms: false,
    memberships: [['cayenne', 1, 2]],
    daysAgo: 2,
  },
  {
    username: 'cmarie',
    first_name: 'Clément',
    last_name: 'Marie',
    email: 'c.marie@ctguyane.example',
    status: 2,
    memberships: [
      ['ctg', 2, 2],
      ['institutionnels', 2, 2],
    ],
    daysAgo: 380,
  },
  {
    username: 'lthomas',
    first_name: 'Léa',
    last_name: 'Thomas',
    email: 'l.thomas@eauguyane.example',
    status: 2,
    memberships: [['oeg', 2, 2]],
    daysAgo: 200,
  },
  {
    username: 'ebaptiste',
    first_name: 'Émile',
    last_name: 'Baptiste',
    email: 'e.baptiste@parc-guyane.example',
    status: 2,
    memberships: [
      ['pag', 2, 2],
      ['eau-biodiversite', 1, 2],
    ],
    daysAgo: 150,
  },
  {
    username: 'sjoseph',
    first_name: 'Sarah',
    last_name: 'Joseph',
    email: 's.joseph@ccog.example',
    status: 2,
    memberships: [
      ['ccog', 1, 2],
      ['foncier', 1, 2],
    ],
    daysAgo: 90,
  },
  {
    username: 'jdupont',
    first_name: 'Jean',
    last_name: 'Dupont',
    email: 'jean.dupont@example.com',
    status: 1,
    registration_reason: 'Chargé de mission SIG, je souhaite publier les données de la CACL.',
    memberships: [['cacl', 1, 1]],
    daysAgo: 5,
  },
  {
    username: 'mlaurent',
    first_name: 'Marie',
    last_name: 'Laurent',
    email: 'marie.laurent@example.com',
    status: 1,
    registration_reason: 'Doctorante, étude des tortues marines.',
    memberships: [['pag', null, 1]],
    daysAgo: 3,
  },
  {
    username: 'kpierre',
    first_name: 'Kevin',
    last_name: 'Pierre',
    email: 'kevin.pierre@example.com',
    status: 0,
    registration_reason: 'Agent de la Ville de Cayenne.',
    memberships: [['cayenne', null, 0]],
    daysAgo: 1,
  },
  {
    username: 'ancien',
    first_name: 'Roger',
    last_name: 'Ancien',
    email: 'roger.ancien@example.com',
    status: 3,
    daysAgo: 900,
  },
];

export const CONTACTS = [
  {
    name: 'Service SIG de la CTG',
    email: 'sig@ctguyane.example',
    phone: '0594275010',
    position: 'Service SIG',
    group: 'ctg',
    role: 'Point de contact',
  },
  {
    name: 'Direction des transports',
    email: 'transports@ctguyane.example',
    phone: null,
    position: 'Direction des mobilités',
    group: 'ctg',
    role: 'Gestionnaire',
  },
  {
    name: 'Cellule données CACL',
    email: 'donnees@cacl.example',
    phone: '0594282830',
    position: 'Cellule open data',
    group: 'cacl',
    role: 'Point de contact',
  },
  {
    name: 'Service déchets CACL',
    email: 'dechets@cacl.example',
    phone: null,
    position: 'Pôle environnement',
    group: 'cacl',
    role: 'Producteur',
  },
  {
    name: 'Observatoire de l’eau',
    email: 'observatoire@eauguyane.example',
    phone: '0594300891',
    position: 'Observatoire',
    group: 'oeg',
    role: 'Producteur',
  },
  {
    name: 'Service patrimoine naturel',
    email: 'patrimoine@parc-guyane.example',
    phone: null,
    position: 'Service scientifique',
    group: 'pag',
    role: 'Auteur',
  },
  {
    name: 'Urbanisme Cayenne',
    email: 'urbanisme@ville-cayenne.example',
    phone: '0594249810',
    position: "Service de l'urbanisme",
    group: 'cayenne',
    role: 'Gestionnaire',
  },
  {
    name: 'Pôle aménagement CCOG',
    email: 'amenagement@ccog.example',
    phone: null,
    position: 'Aménagement',
    group: 'ccog',
    role: 'Point de contact',
  },
];

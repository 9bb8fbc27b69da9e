// Demonstration organisations of French Guiana, their jurisdictions, spheres and groups.

export const JURISDICTIONS = [
  { codename: '973', display_name: 'Guyane', municipalities: 'all-973' },
  {
    codename: 'agglo-cayenne',
    display_name: 'Agglomération de Cayenne',
    municipalities: ['97302', '97307', '97309'],
  },
  {
    codename: 'cacl',
    display_name: 'Centre Littoral (CACL)',
    municipalities: ['97302', '97305', '97307', '97309', '97310', '97313'],
  },
  {
    codename: 'ouest-guyanais',
    display_name: 'Ouest guyanais',
    municipalities: ['97306', '97311', '97357', '97360', '97361', '97362', '97353'],
  },
  {
    codename: 'sud-guyane',
    display_name: 'Sud de la Guyane',
    municipalities: ['97352', '97353', '97356', '97362'],
  },
  { codename: '97302', display_name: 'Cayenne', municipalities: ['97302'] },
  // As a platform loaded before the 2017 merge keeps it: Annecy and three communes merged into it
  // since (FORMER_COMMUNES_STILL_LISTED), which the municipality check flags.
  {
    codename: 'annecy-2016',
    display_name: 'Bassin annécien (liste de 2016)',
    municipalities: ['74010', '74011', '74093', '74182'],
  },
] as const;

export interface DemoOrganisation {
  key: string;
  display_name: string;
  acronym: string | null;
  type: string;
  jurisdiction: string | null;
  status: number;
  siret: string | null;
  website: string | null;
  phone: string | null;
  postal_address: string | null;
  description: string;
  convention: boolean;
  partnership: boolean;
}

export const ORGANISATIONS: DemoOrganisation[] = [
  {
    key: 'ctg',
    display_name: 'Collectivité Territoriale de Guyane',
    acronym: 'CTG',
    type: 'Collectivité territoriale',
    jurisdiction: '973',
    status: 2,
    siret: '20005005300019',
    website: 'https://www.ctguyane.fr',
    phone: '0594275000',
    postal_address: 'Cité administrative régionale, 4179 route de Montabo, 97300 Cayenne',
    description: 'Collectivité unique exerçant les compétences du département et de la région.',
    convention: true,
    partnership: true,
  },
  {
    key: 'cacl',
    display_name: "Communauté d'Agglomération du Centre Littoral",
    acronym: 'CACL',
    type: "Communauté d'agglomération",
    jurisdiction: 'cacl',
    status: 2,
    siret: '24973004300015',
    website: 'https://www.cacl-guyane.fr',
    phone: '0594282828',
    postal_address: 'Quartier Balata, 97351 Matoury',
    description:
      'Intercommunalité de Cayenne, Macouria, Matoury, Montsinéry-Tonnegrande, Remire-Montjoly et Roura.',
    convention: true,
    partnership: false,
  },
  {
    key: 'cayenne',
    display_name: 'Ville de Cayenne',
    acronym: null,
    type: 'Commune',
    jurisdiction: '97302',
    status: 2,
    siret: '21973020200011',
    website: 'https://www.ville-cayenne.fr',
    phone: '0594249800',
    postal_address: 'Place Léopold Héder, 97300 Cayenne',
    description: 'Commune chef-lieu de la Guyane.',
    convention: false,
    partnership: false,
  },
  {
    key: 'oeg',
    display_name: "Office de l'Eau de Guyane",
    acronym: 'OEG',
    type: 'Établissement public',
    jurisdiction: '973',
    status: 2,
    siret: '18973004900028',
    website: 'https://www.eauguyane.fr',
    phone: '0594300890',
    postal_address: '48 rue Lallouette, 97300 Cayenne',
    description: 'Connaissance et suivi de la ressource en eau et des milieux aquatiques.',
    convention: true,
    partnership: true,
  },
  {
    key: 'pag',
    display_name: 'Parc amazonien de Guyane',
    acronym: 'PAG',
    type: 'Établissement public',
    jurisdiction: 'sud-guyane',
    status: 2,
    siret: '13000339400019',
    website: 'https://www.parc-amazonien-guyane.fr',
    phone: '0594293712',
    postal_address: '1 rue Lederson, 97354 Remire-Montjoly',
    description: 'Parc national couvrant le sud de la Guyane.',
    convention: false,
    partnership: true,
  },
  {
    key: 'ccog',
    display_name: "Communauté de Communes de l'Ouest Guyanais",
    acronym: 'CCOG',
    type: 'Communauté de communes',
    jurisdiction: 'ouest-guyanais',
    status: 2,
    siret: '24973003500011',
    website: null,
    phone: '0594344145',
    postal_address: '40 avenue Hector Rivierez, 97320 Saint-Laurent-du-Maroni',
    description: "Intercommunalité de l'ouest de la Guyane.",
    convention: false,
    partnership: false,
  },
  {
    key: 'kwata',
    display_name: 'Association Kwata',
    acronym: null,
    type: 'Association',
    jurisdiction: null,
    status: 1,
    siret: null,
    website: 'https://www.kwata.net',
    phone: null,
    postal_address: '16 avenue Pasteur, 97300 Cayenne',
    description: 'Étude et conservation de la faune guyanaise (demande d’adhésion en attente).',
    convention: false,
    partnership: false,
  },
  {
    key: 'geoamazonie',
    display_name: 'Géomatique Amazonie',
    acronym: 'GA',
    type: 'Entreprise',
    jurisdiction: null,
    status: 1,
    siret: '81234567800012',
    website: null,
    phone: '0694123456',
    postal_address: null,
    description: "Bureau d'études en géomatique (demande d’adhésion en attente).",
    convention: false,
    partnership: false,
  },
  {
    key: 'ancien',
    display_name: 'Syndicat mixte dissous',
    acronym: 'SMD',
    type: 'Autre',
    jurisdiction: null,
    status: 3,
    siret: null,
    website: null,
    phone: null,
    postal_address: null,
    description: 'Organisation désactivée.',
    convention: false,
    partnership: false,
  },
];

export const SPHERES = [
  {
    key: 'institutionnels',
    name: 'Partenaires institutionnels de Guyane',
    description: 'Collectivités partenaires de la plateforme.',
    children: ['ctg', 'cacl', 'cayenne', 'ccog'],
  },
  {
    key: 'eau-biodiversite',
    name: 'Réseau eau et biodiversité',
    description: "Acteurs de l'eau et des milieux naturels.",
    children: ['oeg', 'pag'],
  },
];

export const GROUPS = [
  {
    key: 'mobilite',
    name: 'Groupe de travail Mobilité',
    description: 'Données de transport et de mobilité.',
  },
  { key: 'foncier', name: 'Observatoire du foncier', description: 'Partage de données foncières.' },
];

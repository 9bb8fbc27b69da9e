import type { MessageEntry } from '../translate.ts';

/** The public surface of a platform (issue 50): downloads, exports, public images. */
export const PUBLIC_SURFACE_MESSAGES: MessageEntry[] = [
  {
    en: 'You may find this dataset but not download its data.',
    fr: 'Vous pouvez trouver ce jeu de données mais pas en télécharger les données.',
    it: 'Puoi trovare questo dataset ma non scaricarne i dati.',
  },
  {
    en: 'This resource has no data to download.',
    fr: "Cette ressource n'a pas de données à télécharger.",
    it: 'Questa risorsa non ha dati da scaricare.',
  },
  {
    en: 'This resource is not available in this format.',
    fr: "Cette ressource n'est pas disponible dans ce format.",
    it: 'Questa risorsa non è disponibile in questo formato.',
  },
  {
    en: 'This resource has no X and Y columns to export as GeoJSON.',
    fr: "Cette ressource n'a pas de colonnes X et Y à exporter en GeoJSON.",
    it: 'Questa risorsa non ha colonne X e Y da esportare in GeoJSON.',
  },
  {
    en: 'The requested range is not satisfiable.',
    fr: 'La plage demandée est en dehors du fichier.',
    it: "L'intervallo richiesto è fuori dal file.",
  },
];

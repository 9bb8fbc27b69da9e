import { COAST_AND_REGION_DATASETS } from './datasets/byCoastAndRegion.ts';
import { TOWNS_AND_PARTNERS_DATASETS } from './datasets/byTownsAndPartners.ts';
import type { DemoDataset } from './datasets/shape.ts';

/** Demonstration datasets, in the order their ids are given (`parent` is an index in this list). */
export const DATASETS: DemoDataset[] = [...COAST_AND_REGION_DATASETS, ...TOWNS_AND_PARTNERS_DATASETS];

/** Points for the demo CSV files: [name, lon, lat]. */
export const DEMO_POINTS: Record<string, [string, number, number][]> = {
  'arrets-bus-cacl.csv': [
    ['Place des Palmistes', -52.3319, 4.9372],
    ['Gare routière', -52.3276, 4.9341],
    ['Hôpital', -52.3226, 4.9321],
    ['Université', -52.3109, 4.9198],
    ['Matoury Bourg', -52.3278, 4.8474],
    ['Rémire centre', -52.2766, 4.9154],
    ['Montjoly plage', -52.2631, 4.9082],
    ['Balata', -52.3402, 4.8769],
  ],
  'points-apport-volontaire.csv': [
    ['PAV Mirza', -52.3201, 4.9311],
    ['PAV Cogneau', -52.3052, 4.8901],
    ['PAV Larivot', -52.3581, 4.8903],
    ['PAV Attila Cabassou', -52.2956, 4.9201],
  ],
};

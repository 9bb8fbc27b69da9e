// The shape of a demonstration dataset, apart from the lists so that they and datasets.ts import it
// without a cycle.

/** Main resource of a demo dataset: kind and the state of its latest processing. */
export type ResourceState = 'SUCCESS' | 'PENDING' | 'FAILURE' | 'FAILURE_ACK' | 'NONE';

export interface DemoDataset {
  title: string;
  owner: string;
  topics: string[];
  kinds: string[];
  categories: string[];
  keywords: string[];
  frequency: string;
  level: 'private' | 'search' | 'consultation' | 'download';
  publish: boolean | null;
  main?: {
    kind: 'file-upload' | 'href' | 'file-download' | 'datastores' | 'geoserver-mirrors' | 'ftp';
    format: string;
    file?: string;
    state: ResourceState;
  };
  annexes?: { kind: 'file-upload' | 'href'; format: string; title: string; state: ResourceState }[];
  parent?: number;
  permissions?: [string, 'none' | 'search' | 'consultation' | 'download'][];
  description: string;
}

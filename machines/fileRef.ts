/**
 * A file chosen by the person, as machines see it. Machines hold plain JSON, never a Blob:
 * src/flows keeps the file itself in a registry under `id` and gives its actors the Blob.
 */
export interface FileRef {
  readonly id: string;
  readonly name: string;
  /** In bytes. */
  readonly size: number;
}

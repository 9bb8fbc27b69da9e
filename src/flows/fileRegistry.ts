import type { FileRef } from '../../machines/fileRef';

/**
 * Machines hold plain JSON, so a chosen file travels through them as a FileRef; the file itself waits
 * here, under the reference's id, until an actor sends it. One registry per form is enough.
 */
export interface FileRegistry {
  /** Keeps the file and returns the reference to put in a machine event. */
  register(file: Blob, name?: string): FileRef;
  /** The file of a reference; fails if it was never registered or was released. */
  get(ref: FileRef): Blob;
  release(ref: FileRef): void;
}

export function createFileRegistry(): FileRegistry {
  const files = new Map<string, Blob>();
  let next = 1;
  return {
    register(file, name) {
      const id = `file-${next++}`;
      files.set(id, file);
      return { id, name: name ?? (file instanceof File ? file.name : id), size: file.size };
    },
    get(ref) {
      const file = files.get(ref.id);
      if (!file) throw new Error(`No file registered as ${ref.id}`);
      return file;
    },
    release(ref) {
      files.delete(ref.id);
    },
  };
}

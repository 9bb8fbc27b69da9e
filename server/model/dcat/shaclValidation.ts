import { readFile } from 'node:fs/promises';
import { Parser, Store } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';

// The official DCAT-AP 3.0.1 SHACL shapes (fixtures/README.md), read once, and a validation of a
// Turtle document against them by zazuko's rdf-validate-shacl: the tests' check of the export.

const FIXTURES = new URL('./fixtures/', import.meta.url);
const SHAPES = ['dcat-ap-SHACL.ttl', 'dcat-ap-ranges.ttl'];

let shapes: Promise<Store> | null = null;

function shapesStore(): Promise<Store> {
  shapes ??= (async () => {
    const store = new Store();
    for (const name of SHAPES)
      store.addQuads(new Parser().parse(await readFile(new URL(name, FIXTURES), 'utf8')));
    return store;
  })();
  return shapes;
}

/** One result of a validation, as a line a failing test shows. */
export interface ShaclFinding {
  severity: string;
  focusNode: string;
  path: string | null;
  message: string;
}

export const parseTurtle = (turtle: string): Store => new Store(new Parser().parse(turtle));

/** The findings of the shapes on `data`; empty when it conforms. */
export async function validateDcat(data: Store): Promise<ShaclFinding[]> {
  const validator = new SHACLValidator(await shapesStore());
  const report = await validator.validate(data);
  return report.results.map((result) => ({
    severity: result.severity?.value.replace(/.*#/, '') ?? '',
    focusNode: result.focusNode?.value ?? '',
    path: result.path?.value ?? null,
    message: result.message.map((m) => m.value).join(' '),
  }));
}

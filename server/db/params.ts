/** Collects positional parameters while a query is assembled: `where.push(\`id = ${q.p(id)}\`)`. */
export class Params {
  readonly values: unknown[] = [];

  p(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

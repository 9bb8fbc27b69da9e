import type { operations } from './schema.gen.ts';

// Shapes of one operation of the contract, by operationId: what the SPA sends, what the server reads
// and answers. The server types each handler with them, so an operation without a handler or an
// answer the contract does not allow fails `tsc` (see server/handlers/kit/operation.ts).

export type OperationId = keyof operations;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type Present<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;

/** Path parameters (an empty object for an operation without any). */
export type PathOf<Op extends OperationId> = Present<Parameters<Op> extends { path?: infer P } ? P : never>;
/** Query parameters, each optional unless the contract requires it. */
export type QueryOf<Op extends OperationId> = Present<Parameters<Op> extends { query?: infer Q } ? Q : never>;

type BodyContent<Op extends OperationId> = operations[Op] extends { requestBody?: infer R }
  ? [R] extends [never]
    ? never
    : NonNullable<R> extends { content: infer C }
      ? C
      : never
  : never;

/** The JSON body, or the fields of a multipart body (files named by their field), or undefined. */
export type BodyOf<Op extends OperationId> = [BodyContent<Op>] extends [never]
  ? undefined
  : BodyContent<Op> extends { 'application/json': infer J }
    ? J
    : BodyContent<Op> extends { 'multipart/form-data': infer M }
      ? M
      : BodyContent<Op>[keyof BodyContent<Op>];

type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON an operation answers with `status` (undefined for an answer without a JSON body). */
export type ResponseOf<
  Op extends OperationId,
  Status extends keyof Responses<Op>,
> = Responses<Op>[Status] extends {
  content: { 'application/json': infer J };
}
  ? J
  : undefined;

/** Statuses the contract gives an operation, as numbers (`4XX` and `default` left aside). */
export type StatusOf<Op extends OperationId> = Extract<keyof Responses<Op>, number>;

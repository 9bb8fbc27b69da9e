import type { Readable } from 'node:stream';
import type {
  BodyOf,
  OperationId,
  PathOf,
  QueryOf,
  ResponseOf,
  StatusOf,
} from '../../../contract/operations.ts';
import type { Handler, HandlerContext } from './context.ts';

// Handlers typed per operation of the contract: the request as the contract describes it, and only
// the answers it allows. `handlers/index.ts` is checked against every operation at once.

/** What a handler of `Op` reads: the request's parameters and body, typed by the contract. */
export interface OperationContext<Op extends OperationId>
  extends Omit<HandlerContext, 'params' | 'query' | 'body'> {
  params: PathOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
}

/** A JSON answer (or none) with a status the contract gives `Op`. */
type JsonAnswer<Op extends OperationId> = {
  [S in StatusOf<Op>]: ResponseOf<Op, S> extends undefined
    ? { status: S; body?: undefined; headers?: Record<string, string | string[]> }
    : { status: S; body: ResponseOf<Op, S>; headers?: Record<string, string | string[]> };
}[StatusOf<Op>];

/** A file or text answer (downloads, CSV), its media type checked against the contract at run time. */
interface RawAnswer<Op extends OperationId> {
  status: StatusOf<Op>;
  raw: Buffer | string | Readable;
  contentType: string;
  headers?: Record<string, string | string[]>;
}

export type OperationResult<Op extends OperationId> = JsonAnswer<Op> | RawAnswer<Op>;

export type OperationHandler<Op extends OperationId> = (
  ctx: OperationContext<Op>,
) => Promise<OperationResult<Op>>;

/** The handlers of some operations, each typed by its own. */
export type OperationHandlers<Ops extends OperationId> = { [Op in Ops]: OperationHandler<Op> };

/** Every operation of the contract with its handler: `handlers/index.ts` satisfies it. */
export type AllHandlers = OperationHandlers<OperationId>;
/** Some operations' handlers (one area's file): `satisfies AreaHandlers` types each from its operation. */
export type AreaHandlers = Partial<AllHandlers>;

/**
 * The handler of the operation a request was routed to. The cast is the one place where typed
 * handlers meet the run-time pipeline: it has validated the request's parameters and body against
 * the same contract, which is what makes each handler's typed context true.
 */
export function handlerOf(handlers: AreaHandlers, operationId: string): Handler | undefined {
  return (handlers as unknown as Record<string, Handler | undefined>)[operationId];
}

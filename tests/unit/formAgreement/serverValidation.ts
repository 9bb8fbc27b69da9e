import { loadSpec } from '../../../server/http/spec.ts';
import { Validators } from '../../../server/http/validation.ts';
import { checkDescriptionDepth, cleanDescription } from '../../../server/model/dataset/rules.ts';

const spec = await loadSpec();
const validators = new Validators(spec.document);

/**
 * The reference backend's validation of an operation's JSON body: the very validator its request
 * pipeline runs (server/app.ts readBody), compiled from openapi/. True when the body would pass it.
 */
export function serverAccepts(operationId: string, body: unknown): boolean {
  const operation = spec.operations.find((candidate) => candidate.operationId === operationId);
  const media = operation?.requestBody?.content.find((m) => m.contentType === 'application/json');
  if (!media?.schemaPointer) throw new Error(`${operationId} takes no JSON body`);
  // The body travels as JSON: what JSON cannot carry (undefined members) never reaches the server.
  const sent = JSON.parse(JSON.stringify(body));
  if (validators.schema(media.schemaPointer)(sent) !== true) return false;
  return handlerAccepts[operationId]?.(sent as never) ?? true;
}

/**
 * Rules the handlers apply after the contract's validation, with the handlers' own code: a dataset
 * description nested too deep is refused, then it is cleaned (an empty one is the API's default,
 * issue 25; requiring text is the form's rule).
 */
const handlerAccepts: Readonly<Record<string, (body: never) => boolean>> = {
  createDataset: (body: Parameters<typeof cleanDescription>[0]) => {
    try {
      checkDescriptionDepth('en', body);
      cleanDescription({ ...body });
      return true;
    } catch {
      return false;
    }
  },
};

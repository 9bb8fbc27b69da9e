import { useLingui } from '@lingui/react/macro';
import { apiErrorFromThrown, fieldMessageLines } from '../../../api/errors';

/** The lines that say why a preview, an apply or an undo failed: the server's own words when it gave some. */
export function useBulkEditError(): (cause: unknown) => string[] {
  const { t } = useLingui();
  return (cause) => {
    const error = apiErrorFromThrown(cause);
    if (error.kind === 'fields') {
      // The server words its bulk edit refusals for people, in their language: shown as they are.
      const lines = error.fields.flatMap((field) => field.messages);
      const all = error.detail ? [error.detail, ...lines] : lines;
      return all.length > 0 ? all : fieldMessageLines(error.fields);
    }
    if (error.kind === 'forbidden') return [t`You may not change some of these datasets.`];
    if (error.kind === 'network' || error.kind === 'timeout')
      return [t`The server could not be reached. Try again.`];
    return [t`Something went wrong on the server. Try again.`];
  };
}

import { Trans } from '@lingui/react/macro';
import { diffWords } from 'diff';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * A long text's change word by word: the words removed struck through, the words added underlined,
 * each announced as such to screen readers (ins and del are not read out by all of them).
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, index) => {
        // The parts of a diff have no identity of their own: their position is their key.
        const key = index;
        if (part.added) {
          return (
            <ins key={key} className="bg-green-100 text-green-900">
              <VisuallyHidden>
                <Trans>added:</Trans>{' '}
              </VisuallyHidden>
              {part.value}
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} className="bg-red-100 text-red-900">
              <VisuallyHidden>
                <Trans>removed:</Trans>{' '}
              </VisuallyHidden>
              {part.value}
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { checkUtf8, isStructuredTextFile } from '../utf8Check';

export type Utf8CheckState = {
  /** The chosen file is being read. */
  checking: boolean;
  /** Why the file cannot be sent, or null. */
  problem: string | null;
};

/**
 * Reads a chosen structured text file (CSV, JSON, ...) as soon as it is chosen and says, before any
 * upload, when it is not UTF-8 (specification section 5). Other files are not read.
 */
export function useUtf8Check(file: File | null): Utf8CheckState {
  const { t } = useLingui();
  const [state, setState] = useState<{ file: File | null; checking: boolean; line: number | null }>({
    file: null,
    checking: false,
    line: null,
  });

  useEffect(() => {
    if (!file || !isStructuredTextFile(file.name)) {
      setState({ file, checking: false, line: null });
      return;
    }
    let current = true;
    setState({ file, checking: true, line: null });
    void checkUtf8(file).then(
      (result) => {
        if (current) setState({ file, checking: false, line: result.utf8 ? null : result.line });
      },
      () => {
        // An unreadable file is left to the upload, which reports what the server says.
        if (current) setState({ file, checking: false, line: null });
      },
    );
    return () => {
      current = false;
    };
  }, [file]);

  // Until the effect has run for a newly chosen file, it counts as being checked.
  const stale = state.file !== file;
  const name = file?.name ?? '';
  const line = state.line;
  return {
    checking: file !== null && (stale ? isStructuredTextFile(file.name) : state.checking),
    problem:
      !stale && line !== null
        ? t`The file ${name} is not encoded in UTF-8 (invalid character on line ${line}). Structured files such as CSV must be UTF-8: save it again in UTF-8 and choose it again.`
        : null,
  };
}

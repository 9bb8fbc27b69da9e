import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Opens the 403 page in the person's language (specification sections 6 and 8), for a refusal a
 * screen meets itself: a read inside a machine (the publish switch's scenarios) never reaches the
 * application's handlers of 403 answers.
 */
export function useForbiddenPage(): () => void {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return useCallback(() => {
    void navigate({ to: '/$locale/access-denied/', params: { locale: i18n.locale } });
  }, [navigate, i18n.locale]);
}

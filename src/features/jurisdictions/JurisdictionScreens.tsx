import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { jurisdictionQuery } from '../../api/jurisdictions';
import { useSession } from '../../auth/useSession';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { JurisdictionForm } from './JurisdictionForm';

const useEditable = () => useSession().userData?.is_superuser ?? false;

export function JurisdictionCreateScreen() {
  const { t } = useLingui();
  return (
    <Page title={t`New jurisdiction`}>
      <JurisdictionForm editable={useEditable()} />
    </Page>
  );
}

/** One jurisdiction, shown once loaded: the form starts from what the server holds. */
export function JurisdictionEditScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const editable = useEditable();
  const jurisdiction = useQuery(jurisdictionQuery(id));
  const name = jurisdiction.data?.display_name ?? '';
  return (
    <Page title={jurisdiction.data ? t`Jurisdiction ${name}` : t`Jurisdiction`}>
      {jurisdiction.data ? (
        <JurisdictionForm key={jurisdiction.data.id} jurisdiction={jurisdiction.data} editable={editable} />
      ) : jurisdiction.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-700 p-3">
          <p className="text-sm font-medium text-red-700">{t`The jurisdiction could not be loaded.`}</p>
          <Button variant="secondary" onClick={() => void jurisdiction.refetch()}>
            {t`Retry`}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="h-4 w-4" />
          {t`Loading…`}
        </p>
      )}
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import { jurisdictionQuery } from '../../api/jurisdictions';
import { useSession } from '../../auth/useSession';
import { DetailScreen } from '../../ui/detail/DetailScreen';
import { useDetailScreen } from '../../ui/detail/useDetailScreen';
import { Page } from '../../ui/Page';
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
  const jurisdiction = useDetailScreen(jurisdictionQuery(id));
  return (
    <DetailScreen
      detail={jurisdiction}
      title={t`Jurisdiction`}
      failure={t`The jurisdiction could not be loaded.`}
    >
      {(loaded) => {
        const name = loaded.display_name;
        return (
          <Page title={t`Jurisdiction ${name}`}>
            <JurisdictionForm key={loaded.id} jurisdiction={loaded} editable={editable} />
          </Page>
        );
      }}
    </DetailScreen>
  );
}

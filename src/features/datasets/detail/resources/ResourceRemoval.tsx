import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  deleteResourceMutation,
  detachResourceMutation,
  type Resource,
  resourceLinksQuery,
} from '../../../../api/resources';
import { notify } from '../../../../notifications/notificationStore';
import { useGlobalModals } from '../../../../shell/modals/globalModals';
import { Button } from '../../../../ui/Button';

type Props = { datasetId: number; resource: Pick<Resource, 'id' | 'display_name'> };

/**
 * Taking a resource off the dataset (issue 27 §4, section 7): detaching it (`DELETE
 * resource-dataset/{id}/`, the resource stays and may be linked again) or deleting it (`DELETE
 * resources/{id}/`, with every link). Both are confirmed; the confirmation shows a refusal itself.
 */
export function ResourceRemoval({ datasetId, resource }: Props) {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  const links = useQuery(resourceLinksQuery(datasetId));
  const meta = { errorsShownByScreen: true };
  const detach = useMutation({ ...detachResourceMutation(), meta });
  const removal = useMutation({ ...deleteResourceMutation(), meta });
  const link = links.data?.find((candidate) => candidate.resource_id === resource.id);
  const name = resource.display_name;

  const askDetach = (linkId: number) =>
    confirm({
      title: msg`Detach the resource`,
      content: msg`The resource ${name} will no longer belong to this dataset. It is not deleted.`,
      run: async () => {
        await detach.mutateAsync({ linkId, resourceId: resource.id });
        notify('success', [t`The resource ${name} was detached from the dataset`]);
      },
    });
  const askDeletion = () =>
    confirm({
      title: msg`Delete the resource`,
      content: msg`The resource ${name} will be deleted, with its links to every dataset. This cannot be undone.`,
      run: async () => {
        await removal.mutateAsync({ id: resource.id });
        notify('success', [t`The resource ${name} was deleted`]);
      },
    });

  return (
    <>
      {link ? (
        <Button
          variant="secondary"
          className="px-2 py-1"
          aria-label={t`Detach the resource ${name}`}
          onClick={() => askDetach(link.id)}
        >
          {t`Detach`}
        </Button>
      ) : null}
      <Button
        variant="danger"
        className="px-2 py-1"
        aria-label={t`Delete the resource ${name}`}
        onClick={askDeletion}
      >
        {t`Delete`}
      </Button>
    </>
  );
}

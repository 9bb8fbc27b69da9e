import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resource, resourceLinksQuery } from '../../../../api/resources';
import { PublicationState, TargetPublishToggle } from '../../PublishToggle';

type Props = { datasetId: number; resource: Pick<Resource, 'id' | 'display_name'>; canManage: boolean };

/**
 * Whether one resource of the dataset (main or annex) is published with it: its link's `publish` state
 * (decisions 0005 and 0008), a switch running the link's 'publish-resourcedataset' /
 * 'unpublish-resourcedataset' scenario for who may change the dataset, the state alone for who may only
 * view it (the server refuses them the link's scenarios).
 */
export function ResourcePublication({ datasetId, resource, canManage }: Props) {
  const links = useQuery(resourceLinksQuery(datasetId));
  const link = links.data?.find((candidate) => candidate.resource_id === resource.id);
  const linkId = link?.id;
  const target = useMemo(
    () =>
      linkId === undefined
        ? null
        : { kind: 'resourceDataset' as const, datasetId, resourceDatasetId: linkId },
    [datasetId, linkId],
  );
  if (!link || !target) return null;
  if (!canManage) return <PublicationState published={link.publish} />;
  return <TargetPublishToggle target={target} name={resource.display_name} published={link.publish} />;
}

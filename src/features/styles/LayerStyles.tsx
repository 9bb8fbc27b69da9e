import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deleteStyleMutation, type Style, stylesQuery } from '../../api/geospatial';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';
import { Button } from '../../ui/Button';
import { useDraftToReopen } from '../../ui/form/drafts/useDraftToReopen';
import { type Column, Table } from '../../ui/Table';
import { STYLE_DRAFT, StyleEditor } from './StyleEditor';
import { isBeingApplied, StyleState } from './StyleState';
import { styleFormValuesOf } from './styleFormSchema';

type LayerStylesProps = {
  layerId: number;
  /** The layer's name, for the SLD of a new style. */
  layerName: string;
};

/** The styles of a geographic layer: list, create, edit (configuration and SLD), delete. */
export function LayerStyles({ layerId, layerName }: LayerStylesProps) {
  const { t } = useLingui();
  // While a style's SLD is being applied, the list asks again until the run has ended.
  const styles = useQuery({
    ...stylesQuery(layerId),
    refetchInterval: (query) => (query.state.data?.some(isBeingApplied) ? 3000 : false),
  });
  const { confirm } = useGlobalModals();
  // The confirmation modal shows a failure itself.
  const removal = useMutation({ ...deleteStyleMutation(), meta: { errorsShownByScreen: true } });
  // The editor left with a draft when the session ended opens again, with it.
  const reopen = useDraftToReopen(STYLE_DRAFT);
  const [editing, setEditing] = useState<{ style: Style | null } | null>(() =>
    reopen === 'new' ? { style: null } : null,
  );
  const [reopenPending, setReopenPending] = useState(reopen !== null && reopen !== 'new');
  useEffect(() => {
    if (!reopenPending || !styles.data) return;
    const style = styles.data.find((candidate) => String(candidate.id) === reopen);
    if (style) setEditing({ style });
    setReopenPending(false);
  }, [reopenPending, reopen, styles.data]);

  if (editing) {
    const editedName = editing.style?.name ?? '';
    return (
      <section aria-labelledby="style-editor-heading" className="flex flex-col gap-3">
        <h3 id="style-editor-heading" className="text-lg font-semibold text-slate-900">
          {editing.style ? t`Style ${editedName}` : t`New style`}
        </h3>
        <StyleEditor
          layerId={layerId}
          styleId={editing.style?.id ?? null}
          initialValues={styleFormValuesOf(editing.style, layerName)}
          onDone={() => setEditing(null)}
        />
      </section>
    );
  }

  const askDeletion = (style: Style) => {
    const name = style.name;
    confirm({
      title: msg`Delete the style`,
      content: msg`The style ${name} will be deleted from the layer.`,
      run: async () => {
        await removal.mutateAsync({ layerId, styleId: style.id });
        notify('success', [t`The style ${name} was deleted`]);
      },
    });
  };

  const columns: Column<Style>[] = [
    { id: 'name', header: t`Name`, rowHeader: true, cell: (style) => style.name },
    {
      id: 'applied',
      header: t`SLD applied`,
      cell: (style) => <StyleState style={style} />,
    },
    {
      id: 'actions',
      header: t`Actions`,
      headerHidden: true,
      cell: (style) => {
        const name = style.name;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={t`Edit the style ${name}`}
              onClick={() => setEditing({ style })}
            >
              {t`Edit`}
            </Button>
            <Button
              variant="danger"
              className="px-2 py-1"
              aria-label={t`Delete the style ${name}`}
              onClick={() => askDeletion(style)}
            >
              {t`Delete`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="layer-styles-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="layer-styles-heading" className="text-lg font-semibold text-slate-900">
          {t`Layer styles`}
        </h3>
        <Button onClick={() => setEditing({ style: null })}>{t`New style`}</Button>
      </div>
      <Table
        caption={t`Styles of the layer ${layerName}`}
        captionHidden
        columns={columns}
        rows={styles.data ?? []}
        getRowId={(style) => String(style.id)}
        loading={styles.isPending}
        error={styles.isError}
        onRetry={() => void styles.refetch()}
        emptyMessage={t`The layer has no style yet.`}
      />
    </section>
  );
}

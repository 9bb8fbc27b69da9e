import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { updateStyleMutation } from '../../api/geospatial';
import { serverFieldErrorsOf } from '../../domain/contacts/useContactSave';
import { Button } from '../../ui/Button';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { FormShell } from '../../ui/form/FormShell';
import { useKitForm } from '../../ui/form/useKitForm';
import { fieldMessages } from '../../ui/messages';
import { type StyleFormValues, styleFormSchema } from './styleFormSchema';
import { useStyleSave } from './useStyleSave';

/** The beginning of the draft names of the style editor, followed by the style's id or `new`. */
export const STYLE_DRAFT = 'style-';

type StyleEditorProps = {
  layerId: number;
  /** The style edited; null for a new one. */
  styleId: number | null;
  initialValues: StyleFormValues;
  /** Without the right to change the layer's styles, the editor only shows the style. */
  readOnly?: boolean;
  onDone: () => void;
};

/**
 * A layer style's editor: its name, the style editor's configuration (JSON) and the SLD applied to the
 * layer. Saving goes through the style machine; a renamed existing style is renamed first.
 */
export function StyleEditor({ layerId, styleId, initialValues, readOnly = false, onDone }: StyleEditorProps) {
  const { t, i18n } = useLingui();
  const { save, savedStyleId } = useStyleSave({ layerId, styleId });
  const rename = useMutation(updateStyleMutation());
  const schema = useMemo(
    () =>
      styleFormSchema({
        required: () => i18n._(fieldMessages.required),
        invalidConfig: () => t`The configuration must be a JSON object: settings between braces`,
        invalidSld: () => t`The SLD must be an XML document whose root element is StyledLayerDescriptor`,
      }),
    [i18n, t],
  );

  /** Renames an existing style first; resolves with the server's refusal of the name, if any. */
  async function renamed(value: StyleFormValues): Promise<ServerFieldErrors | null> {
    // The machine keeps a style it created, so the id to rename is the one it knows.
    const existingId = savedStyleId ?? styleId;
    if (existingId === null || value.name.trim() === initialValues.name) return null;
    try {
      await rename.mutateAsync({ layerId, styleId: existingId, body: { name: value.name.trim() } });
      return null;
    } catch (thrown) {
      // Toasted by the application's mutation cache; a refused name is also shown on its field.
      return serverFieldErrorsOf(thrown);
    }
  }

  // One draft per style (LayerStyles opens its editor again from it).
  const { form, kit } = useKitForm({
    name: `${STYLE_DRAFT}${styleId ?? 'new'}`,
    idPrefix: 'style',
    initialValues,
    schema,
    readOnly,
    onSubmit: async (value) => {
      const refusal = await renamed(value);
      if (refusal) return refusal;
      const result = await save(value);
      if (result.saved) onDone();
      return result.fieldErrors;
    },
  });

  return (
    <>
      <FormShell
        form={form}
        kit={kit}
        aria-label={styleId === null ? t`New style` : t`Edit the style`}
        submitLabel={t`Save the style`}
        onCancel={onDone}
      >
        <div className="flex flex-col gap-4">
          <form.AppField name="name">{(f) => <f.TextField label={t`Style name`} required />}</form.AppField>
          <form.AppField name="config">
            {(f) => (
              <f.TextAreaField
                label={t`Configuration`}
                help={t`The style editor’s settings, as a JSON object.`}
                rows={5}
              />
            )}
          </form.AppField>
          <form.AppField name="sld">
            {(f) => (
              <f.TextAreaField
                label={t`SLD`}
                required
                help={t`Styled Layer Descriptor (XML) applied to the layer by the style’s scenario.`}
                rows={14}
              />
            )}
          </form.AppField>
        </div>
      </FormShell>
      {/* The kit shows no actions to a person who may only see the style: closing it stays possible. */}
      {readOnly ? (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onDone}>
            {t`Close`}
          </Button>
        </div>
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Organisation, updateOrganisationAgreementMutation } from '../../../api/organisations';
import { validateFile } from '../../../lib/validateFile';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/fields/CheckboxField';
import { FileField } from '../../../ui/fields/FileField';
import { mergeFieldErrors } from '../../../ui/fields/fieldErrors';
import { Panel } from '../../../ui/Panel';
import { SafeLink } from '../../../ui/SafeLink';
import { formErrorsOrToast } from '../shared/apiFailure';
import { CONVENTION_FILE_RULES } from './conventionFile';

type Props = {
  organisation: Pick<Organisation, 'id' | 'display_name' | 'convention'>;
  /** Role 2 in the organisation: may send the convention's file. */
  canAdminister: boolean;
  /** Only a superuser may say whether the convention is signed. */
  superuser: boolean;
};

/** The organisation's convention: its signed flag and its file, sent through PUT organisations/{id}/agreement/. */
export function ConventionPanel({ organisation, canAdminister, superuser }: Props) {
  const { t, i18n } = useLingui();
  const { progress } = useGlobalModals();
  const { convention } = organisation;
  const [signed, setSigned] = useState(convention.signed);
  const [file, setFile] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<readonly string[]>([]);
  const save = useMutation({ ...updateOrganisationAgreementMutation(), meta: { errorsShownByScreen: true } });
  const name = organisation.display_name;
  const changed = signed !== convention.signed || file !== null;

  async function submit() {
    // FileField already says why a file is refused: it is never sent.
    if (file && validateFile(file, CONVENTION_FILE_RULES)) return;
    if (file) progress.start();
    try {
      await save.mutateAsync({
        id: organisation.id,
        signed,
        file: file ?? undefined,
        onProgress: file ? progress.update : undefined,
      });
      progress.update(100);
      setFile(null);
      setFileErrors([]);
      notify('success', [t`The convention of ${name} was updated`]);
    } catch (thrown) {
      progress.reset();
      const errors = formErrorsOrToast(thrown, i18n);
      setFileErrors(Object.values(mergeFieldErrors(errors ?? undefined)).flat());
    }
  }

  return (
    <Panel title={t`Convention`}>
      <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="font-medium text-slate-900">{t`Convention signed`}</dt>
          <dd className="text-slate-800" data-testid="convention-signed">
            {convention.signed ? t`Yes` : t`No`}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t`Convention file`}</dt>
          <dd className="text-slate-800">
            {convention.file ? (
              // The backend serves the file as an attachment (never as a page of this origin):
              // a download, not a blank tab that closes again.
              <SafeLink href={convention.file} download className="text-blue-700 underline">
                {t`Open the convention of ${name}`}
              </SafeLink>
            ) : (
              t`None`
            )}
          </dd>
        </div>
      </dl>
      {canAdminister ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CheckboxField
            id="convention-signed"
            label={t`The convention is signed`}
            disabled={!superuser}
            help={superuser ? undefined : t`Only a superuser may change this.`}
            checked={signed}
            onChange={setSigned}
          />
          <FileField
            id="convention-file"
            label={convention.file ? t`Replace the convention file` : t`Convention file`}
            accept={CONVENTION_FILE_RULES.accept}
            maxBytes={CONVENTION_FILE_RULES.maxBytes}
            file={file}
            onChange={(next) => {
              setFile(next);
              setFileErrors([]);
            }}
            errors={fileErrors}
          />
          <div>
            <Button type="submit" disabled={!changed} loading={save.isPending}>
              {t`Save the convention`}
            </Button>
          </div>
        </form>
      ) : null}
    </Panel>
  );
}

import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorFromThrown } from '../../../api/errors';
import { ftpAccessRequestsQuery } from '../../../api/ftpAccess';
import { type FtpChoice, ftpChoiceKeys, ftpQuery, listFtpChoices } from '../../../api/resourceKinds';
import { formatFileSize } from '../../../lib/formatFileSize';
import { SelectField } from '../../../ui/fields/SelectField';
import { FtpAccessState } from './FtpAccessState';

export type FtpSpace = { hasAccess: boolean; choices: readonly FtpChoice[] };

/**
 * The files of a group's sFTP space. A 403 means the person has no access yet: the save requests it
 * first (ftpCreation machine), so it is an answer here, not an error that would open the 403 page.
 */
export function ftpSpaceQuery(usergroupId: number) {
  return queryOptions({
    queryKey: [...ftpChoiceKeys.list(usergroupId), 'space'] as const,
    queryFn: async ({ signal }): Promise<FtpSpace> => {
      try {
        return { hasAccess: true, choices: await listFtpChoices(usergroupId, { signal }) };
      } catch (thrown) {
        if (apiErrorFromThrown(thrown).kind === 'forbidden') return { hasAccess: false, choices: [] };
        throw thrown;
      }
    },
  });
}

type FtpFieldsProps = {
  usergroupId: number;
  /** The sFTP record of an existing resource, to show the file published last. */
  ftpId: number | null;
  creating: boolean;
  value: string | null;
  onChange: (path: string | null) => void;
  errors: readonly string[];
  disabled?: boolean;
};

/** The file of an sFTP resource, chosen among those of the dataset's organisation's sFTP space. */
export function FtpFields({
  usergroupId,
  ftpId,
  creating,
  value,
  onChange,
  errors,
  disabled,
}: FtpFieldsProps) {
  const { t, i18n } = useLingui();
  const space = useQuery(ftpSpaceQuery(usergroupId));
  const current = useQuery({ ...ftpQuery(ftpId ?? 0), enabled: ftpId !== null });
  const closed = space.data?.hasAccess === false;
  // Where the access stands (decision 0032): asked for, waiting, refused and why.
  const requests = useQuery({ ...ftpAccessRequestsQuery(usergroupId), enabled: closed });
  const currentPath = current.data?.file_path ?? '';
  const options = (space.data?.choices ?? []).map((choice) => {
    const size = choice.size === null ? '' : formatFileSize(choice.size, i18n.locale);
    return { value: choice.path, label: size ? `${choice.path} (${size})` : choice.path };
  });
  const help = space.isPending
    ? t`Loading the files of the sFTP space…`
    : space.isError
      ? t`The files of the sFTP space could not be loaded.`
      : space.data && !space.data.hasAccess
        ? null
        : options.length === 0
          ? t`The sFTP space of the organisation holds no file.`
          : null;

  return (
    <SelectField
      id="resource-ftp_path"
      label={creating ? t`sFTP file` : t`Publish another sFTP file`}
      required={creating}
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
      help={
        <>
          {currentPath ? <div>{t`File published last: ${currentPath}`}</div> : null}
          {help ? <div>{help}</div> : null}
          {closed ? <FtpAccessState latest={requests.data?.[0] ?? null} /> : null}
        </>
      }
      errors={errors}
    />
  );
}

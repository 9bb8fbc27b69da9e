import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isWebAddress } from '../../../../contract/contractFormats';
import type { Organisation, OrganisationInput } from '../../../api/organisations';
import { type ImageChange, imageChangeSchema, noImageChange } from '../../../ui/fields/imageChange';
import { fieldMessages } from '../../../ui/messages';

/** What the organisation form edits: every writable Organisation field, and its logo. */
export type OrganisationFormValues = {
  display_name: string;
  organisation_type: number | null;
  acronym: string;
  siret: string;
  website: string;
  description: string;
  phone: string;
  postal_address: string;
  /** null: 'not linked to a territory'. */
  jurisdiction: number | null;
  partnership: boolean;
  status: number | null;
  logo: ImageChange;
};

/** The contract's SIRET number: 14 digits. */
export const SIRET_PATTERN = /^[0-9]{14}$/;
/** An organisation's phone: digits only (section 5). */
export const PHONE_PATTERN = /^[0-9]*$/;

export const siretDigits = msg`SIRET number must contain 14 digits`;

/** Organisations created from the back-office are active unless the person chooses otherwise. */
const ACTIVE_STATUS = 2;

export const newOrganisationFormValues: OrganisationFormValues = {
  display_name: '',
  organisation_type: null,
  acronym: '',
  siret: '',
  website: '',
  description: '',
  phone: '',
  postal_address: '',
  jurisdiction: null,
  partnership: false,
  status: ACTIVE_STATUS,
  logo: noImageChange,
};

export function organisationFormValuesOf(organisation: Organisation): OrganisationFormValues {
  return {
    display_name: organisation.display_name,
    // The server answers 0 for an organisation without a type: the person must choose one.
    organisation_type: organisation.organisation_type || null,
    acronym: organisation.acronym ?? '',
    siret: organisation.siret ?? '',
    website: organisation.website ?? '',
    description: organisation.description ?? '',
    phone: organisation.phone ?? '',
    postal_address: organisation.postal_address ?? '',
    jurisdiction: organisation.jurisdiction,
    partnership: organisation.partnership,
    status: organisation.status,
    logo: noImageChange,
  };
}

/** The body of POST or PUT organisations: trimmed text, empty optional text sent as null. */
export function organisationInputOf(values: OrganisationFormValues): OrganisationInput {
  const optional = (text: string) => text.trim() || null;
  return {
    display_name: values.display_name.trim(),
    // The schema requires the type: this is never sent as 0.
    organisation_type: values.organisation_type ?? 0,
    acronym: optional(values.acronym),
    siret: optional(values.siret),
    website: optional(values.website),
    description: optional(values.description),
    phone: optional(values.phone),
    postal_address: optional(values.postal_address),
    jurisdiction: values.jurisdiction,
    partnership: values.partnership,
    ...(values.status === null ? {} : { status: values.status }),
  };
}

/**
 * The rules of the organisation form (section 5): display name and type required, phone digits only,
 * SIRET of 14 digits, a valid website address, a JPG or PNG logo of at most 2 MB. Messages are translated
 * when the schema runs.
 */
export function organisationFormSchema(i18n: I18n) {
  const required = () => i18n._(fieldMessages.required);
  const emptyOr = (valid: (text: string) => boolean, message: () => string) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === '' || valid(text), message),
    );
  return v.object({
    display_name: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
    organisation_type: v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, required),
    ),
    acronym: v.string(),
    siret: emptyOr(
      (text) => SIRET_PATTERN.test(text),
      () => i18n._(siretDigits),
    ),
    website: emptyOr(isWebAddress, () => i18n._(fieldMessages.invalidUrl)),
    description: v.string(),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.regex(PHONE_PATTERN, () => i18n._(fieldMessages.phoneDigits)),
    ),
    postal_address: v.string(),
    jurisdiction: v.nullable(v.number()),
    partnership: v.boolean(),
    status: v.nullable(v.number()),
    logo: imageChangeSchema(i18n),
  });
}

import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '../../../api/organisations';
import {
  newOrganisationFormValues,
  type OrganisationFormValues,
  organisationFormSchema,
  organisationFormValuesOf,
  organisationInputOf,
} from './organisationForm';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const messagesOf = (values: OrganisationFormValues) => {
  const result = v.safeParse(organisationFormSchema(i18n), values);
  return result.success ? {} : v.flatten(result.issues).nested;
};

const valid: OrganisationFormValues = {
  ...newOrganisationFormValues,
  display_name: 'Mairie de Kourou',
  organisation_type: 4,
};

describe('the organisation form rules', () => {
  it('require the display name and the organisation type', () => {
    expect(messagesOf(newOrganisationFormValues)).toEqual({
      display_name: ['This field is required'],
      organisation_type: ['This field is required'],
    });
    expect(messagesOf(valid)).toEqual({});
  });

  it('want the phone in digits only, with the message of section 5', () => {
    expect(messagesOf({ ...valid, phone: '0594 32 00 00' })).toEqual({
      phone: ['Phone number must contain only digits'],
    });
    expect(messagesOf({ ...valid, phone: '+594594320000' })).toEqual({
      phone: ['Phone number must contain only digits'],
    });
    expect(messagesOf({ ...valid, phone: '0594320000' })).toEqual({});
  });

  it('want a SIRET number of 14 digits and a valid website, both optional', () => {
    expect(messagesOf({ ...valid, siret: '1234' })).toEqual({
      siret: ['SIRET number must contain 14 digits'],
    });
    expect(messagesOf({ ...valid, siret: '21973030400013', website: 'https://www.kourou.fr' })).toEqual({});
    expect(messagesOf({ ...valid, website: 'kourou' })).toEqual({ website: ['Enter a valid URL'] });
  });

  it('refuse a logo that is not a JPG or PNG of at most 2 MB', () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'logo.jpg', { type: 'image/jpeg' });
    expect(messagesOf({ ...valid, logo: { file: big, remove: false } })).toEqual({
      logo: [expect.stringMatching(/^The file must not exceed 2\.0\sMo$/)],
    });
    const small = new File([new Uint8Array(100)], 'logo.jpg', { type: 'image/jpeg' });
    expect(messagesOf({ ...valid, logo: { file: small, remove: false } })).toEqual({});
  });
});

describe('the organisation form and the API', () => {
  it('sends empty optional texts as null and a missing jurisdiction as null (not linked to a territory)', () => {
    expect(organisationInputOf({ ...valid, acronym: ' ', phone: '' })).toEqual({
      display_name: 'Mairie de Kourou',
      organisation_type: 4,
      acronym: null,
      siret: null,
      website: null,
      description: null,
      phone: null,
      postal_address: null,
      jurisdiction: null,
      partnership: false,
      status: 2,
    });
  });

  it('fills the form from an organisation and sends it back unchanged', () => {
    const organisation: Organisation = {
      id: 4,
      display_name: "Office de l'Eau de Guyane",
      organisation_type: 7,
      acronym: 'OEG',
      siret: '13000545700015',
      logo: 'http://localhost:3000/media/images/x.png',
      website: 'https://www.eauguyane.fr',
      description: 'Eau',
      phone: '0594000000',
      postal_address: 'Cayenne',
      jurisdiction: 1,
      convention: { signed: true, file: null },
      partnership: true,
      status: 2,
      creation_date: '2025-01-01T00:00:00Z',
      users_count: 3,
      spheres: [],
    };
    const values = organisationFormValuesOf(organisation);
    expect(organisationInputOf(values)).toEqual({
      display_name: "Office de l'Eau de Guyane",
      organisation_type: 7,
      acronym: 'OEG',
      siret: '13000545700015',
      website: 'https://www.eauguyane.fr',
      description: 'Eau',
      phone: '0594000000',
      postal_address: 'Cayenne',
      jurisdiction: 1,
      partnership: true,
      status: 2,
    });
    expect(organisationFormValuesOf({ ...organisation, organisation_type: 0 }).organisation_type).toBeNull();
  });
});

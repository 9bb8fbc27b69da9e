import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultSld, isSld, parseConfig, styleFormSchema, styleFormValuesOf } from './styleFormSchema';

const schema = styleFormSchema({
  required: () => 'required',
  invalidConfig: () => 'config',
  invalidSld: () => 'sld',
});

const issues = (values: { name: string; config: string; sld: string }) =>
  Object.fromEntries(
    (v.safeParse(schema, values).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
  );

describe('styleFormSchema', () => {
  it('accepts a named style with a JSON object and an SLD', () => {
    expect(issues({ name: 'Arrêts', config: '{"color": "#f00"}', sld: defaultSld('arrets') })).toEqual({});
  });

  it('refuses a missing name, a configuration that is not a JSON object and XML that is not an SLD', () => {
    expect(issues({ name: ' ', config: '[1]', sld: '<Style/>' })).toEqual({
      name: 'required',
      config: 'config',
      sld: 'sld',
    });
    expect(issues({ name: 'a', config: '{', sld: '<StyledLayerDescriptor>' })).toEqual({
      config: 'config',
      sld: 'sld',
    });
    expect(issues({ name: 'a', config: '', sld: '' })).toEqual({ sld: 'required' });
  });
});

describe('style values', () => {
  it('parses the configuration, empty meaning none', () => {
    expect(parseConfig('')).toEqual({});
    expect(parseConfig('{"a": 1}')).toEqual({ a: 1 });
    expect(parseConfig('null')).toBeNull();
  });

  it('recognises an SLD by its root element', () => {
    expect(isSld(defaultSld('a<b'))).toBe(true);
    expect(isSld('<sld:StyledLayerDescriptor xmlns:sld="http://www.opengis.net/sld"/>')).toBe(true);
    expect(isSld('not xml')).toBe(false);
  });

  it('starts a new style from a default SLD and an existing one from what it holds', () => {
    expect(styleFormValuesOf(null, 'arrets')).toEqual({ name: '', config: '{}', sld: defaultSld('arrets') });
    const style = {
      id: 1,
      geographic_layer_id: 2,
      name: 'Défaut',
      config: { a: 1 },
      config_href: null,
      sld: '<StyledLayerDescriptor/>',
      last_task: null,
      scenarios: [],
    };
    expect(styleFormValuesOf(style, 'arrets')).toEqual({
      name: 'Défaut',
      config: '{\n  "a": 1\n}',
      sld: '<StyledLayerDescriptor/>',
    });
  });
});

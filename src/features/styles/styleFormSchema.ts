import * as v from 'valibot';
import type { StyleConfig } from '../../../machines/styleSave.machine';
import type { Style } from '../../api/geospatial';

/** What the style editor edits: the name, the editor's configuration (JSON text) and the SLD (XML). */
export type StyleFormValues = { name: string; config: string; sld: string };

export type StyleFormMessages = {
  required: () => string;
  invalidConfig: () => string;
  invalidSld: () => string;
};

/** A starting SLD for a new style: one point, line and polygon rule the person adapts. */
export function defaultSld(layerName: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld" xmlns:ogc="http://www.opengis.net/ogc">
  <NamedLayer>
    <Name>${layerName.replace(/[<&>]/g, '_')}</Name>
    <UserStyle>
      <FeatureTypeStyle>
        <Rule>
          <PointSymbolizer>
            <Graphic>
              <Mark>
                <WellKnownName>circle</WellKnownName>
                <Fill><CssParameter name="fill">#0b5cab</CssParameter></Fill>
              </Mark>
              <Size>8</Size>
            </Graphic>
          </PointSymbolizer>
        </Rule>
      </FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;
}

export function styleFormValuesOf(style: Style | null, layerName: string): StyleFormValues {
  if (!style) return { name: '', config: '{}', sld: defaultSld(layerName) };
  return {
    name: style.name,
    config: JSON.stringify(style.config ?? {}, null, 2),
    sld: style.sld ?? defaultSld(layerName),
  };
}

/** The configuration as the machine sends it: a JSON object, or null when the text is not one. */
export function parseConfig(text: string): StyleConfig | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as StyleConfig)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the text is a Styled Layer Descriptor: well-formed XML whose root is StyledLayerDescriptor.
 * The server checks it further when the style's scenario applies it.
 */
export function isSld(text: string): boolean {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return false;
  return document.documentElement?.localName === 'StyledLayerDescriptor';
}

export function styleFormSchema(messages: StyleFormMessages) {
  // abortPipeEarly: an empty SLD is 'required', not also 'not an SLD'.
  const schema = v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required)),
    config: v.pipe(
      v.string(),
      v.check((text) => parseConfig(text) !== null, messages.invalidConfig),
    ),
    sld: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.check(isSld, messages.invalidSld)),
  });
  return v.config(schema, { abortPipeEarly: true });
}

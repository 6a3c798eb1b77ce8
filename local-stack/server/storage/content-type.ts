/**
 * Strict `Content-Type` parsing: exactly one media type, `type/subtype` followed by optional
 * `; name=value` parameters. Anything else, such as a list (`image/png, text/html`), is refused
 * rather than guessed at: a check of the first item would pass the value on to a browser that
 * may read it differently.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\u0000-\\u001f\\u007f]|\\\\[\\u0009\\u0020-\\u007e])*"';
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*$`);
const PARAMETER = new RegExp(`;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`, 'g');

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  parameters: [string, string][];
}

export function parseMediaType(value: string): MediaType | null {
  const match = MEDIA_TYPE.exec(value.trim());
  if (!match) return null;
  const parameters: [string, string][] = [];
  for (const parameter of (match[3] ?? '').matchAll(PARAMETER)) {
    parameters.push([(parameter[1] as string).toLowerCase(), parameter[2] as string]);
  }
  return { essence: `${(match[1] as string).toLowerCase()}/${(match[2] as string).toLowerCase()}`, parameters };
}

/** The canonical spelling stored with the object and served back. */
export function formatMediaType(mediaType: MediaType): string {
  return [mediaType.essence, ...mediaType.parameters.map(([name, value]) => `${name}=${value}`)].join(';');
}

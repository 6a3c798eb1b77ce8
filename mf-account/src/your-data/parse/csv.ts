/**
 * CSV through papaparse: fields separated by commas, records by CRLF, LF or CR (the file's own
 * line end, detected), quoted fields may hold commas, line breaks and doubled quotes. A leading
 * byte-order mark is dropped, a last line break does not make an empty record, and a quote out of
 * place is an error rather than a guess.
 */
import Papa from 'papaparse';

export class CsvSyntaxError extends Error {}

const QUOTE_ERRORS: Readonly<Record<string, string>> = {
  MissingQuotes: 'A quoted field is never closed',
  InvalidQuotes: 'A quote in the middle of a field, or text after a closing quote',
};

export function parseCsv(input: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(input, { delimiter: ',', quoteChar: '"', escapeChar: '"' });
  const quoteError = errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const line = quoteError.row === undefined ? '' : ` on record ${quoteError.row + 1}`;
    throw new CsvSyntaxError(`${QUOTE_ERRORS[quoteError.code] ?? quoteError.message}${line}.`);
  }
  const last = data[data.length - 1];
  if (last && last.length === 1 && last[0] === '') data.pop();
  return data;
}

/** Records as RFC 4180 text with CRLF line ends. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: ',', newline: '\r\n', quotes: false },
  )}\r\n`;
}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF, quoted fields may hold
 * commas, line breaks and doubled quotes. A leading byte-order mark is dropped, and a last
 * line break does not make an empty record.
 */
export class CsvSyntaxError extends Error {}

export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let index = 0;

  const endField = () => {
    record.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '' || afterQuote) throw new CsvSyntaxError(`A quote in the middle of a field on line ${records.length + 1}.`);
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[index + 1] === '\n') {
      endRecord();
      index += 1;
    } else if (char === '\n' || char === '\r') {
      endRecord();
    } else {
      if (afterQuote) throw new CsvSyntaxError(`Text after a closing quote on line ${records.length + 1}.`);
      field += char;
    }
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError('A quoted field is never closed.');
  if (field !== '' || record.length > 0 || afterQuote) endRecord();
  return records;
}

function quoteField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as RFC 4180 text with CRLF line ends. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteField).join(',')).join('\r\n') + '\r\n';
}

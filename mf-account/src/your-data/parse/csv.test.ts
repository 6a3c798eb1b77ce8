import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsv, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain records with LF or CRLF line ends, without an empty last record', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('Name,Review\r\n"Heat","Long, tense\r\nand ""great"""\r\n')).toEqual([
      ['Name', 'Review'],
      ['Heat', 'Long, tense\r\nand "great"'],
    ]);
  });

  it('drops a byte-order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFDate,Name,Year\n2024-01-02,,1995\n')).toEqual([
      ['Date', 'Name', 'Year'],
      ['2024-01-02', '', '1995'],
    ]);
    expect(parseCsv('"",x\n')).toEqual([['', 'x']]);
  });

  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,"b"c\n')).toThrow(CsvSyntaxError);
  });

  it('keeps CJK text and emoji, and a line end inside a quoted field that differs from the file’s', () => {
    expect(parseCsv('Name,Review\r\n千と千尋の神隠し,"一行目\n二行目 🎬"\r\n')).toEqual([
      ['Name', 'Review'],
      ['千と千尋の神隠し', '一行目\n二行目 🎬'],
    ]);
    expect(parseCsv('a,b\n"x\r\ny",2\n')).toEqual([
      ['a', 'b'],
      ['x\r\ny', '2'],
    ]);
  });

  it('reads back what formatCsv writes', () => {
    const rows = [
      ['Title', 'Review'],
      ['Crouching Tiger, Hidden Dragon', 'Line one\nLine "two"'],
    ];
    const text = formatCsv(rows);
    expect(text).toBe('Title,Review\r\n"Crouching Tiger, Hidden Dragon","Line one\nLine ""two"""\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});

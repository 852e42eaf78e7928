import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLines, exportChunks } from './export-writer.ts';
import { type ExportColumn, exportFilename, exportRecord } from './table-export.ts';

interface Row {
  name: string;
  value: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { key: 'name', label: 'Player Name', value: (r) => r.name },
  { key: 'value', label: '+/-', value: (r) => r.value },
];

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('csvLines', () => {
  it('quotes commas, quotes and line breaks, doubling quotes, and ends lines with CRLF', () => {
    expect(csvLines([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('escapes text that a spreadsheet would run as a formula, with a leading apostrophe', () => {
    const line = csvLines([['=SUM(A1)', '+1', '-cmd', '@x', '\tindent', '\rstart', '=a\nb']]);
    expect(Papa.parse<string[]>(line.trimEnd()).data[0]).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-cmd",
      "'@x",
      "'\tindent",
      "'\rstart",
      "'=a\nb",
    ]);
  });

  it('keeps numbers as numbers: a negative value is not escaped', () => {
    expect(csvLines([[-3, 0, 1.5, 'mid-dash']])).toBe('-3,0,1.5,mid-dash\r\n');
  });

  it('writes null as an empty field and nothing for no rows', () => {
    expect(csvLines([['x', null, 2]])).toBe('x,,2\r\n');
    expect(csvLines([])).toBe('');
  });
});

describe('exportChunks', () => {
  const rows: Row[] = [
    { name: 'ann, the "ace"', value: -2 },
    { name: '=HYPERLINK("x")', value: Number.NaN },
  ];

  it('CSV: a BOM, the labels, then one line per row; parsing it gives the cells back', async () => {
    const text = await collect(exportChunks('csv', COLUMNS, rows));
    // The header is text like any other: '+/-' would be a formula to a spreadsheet too.
    expect(text.startsWith(`${CSV_BOM}Player Name,"'+/-"\r\n`)).toBe(true);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Player Name', "'+/-"],
      ['ann, the "ace"', '-2'],
      ['\'=HYPERLINK("x")', ''],
    ]);
  });

  it('JSON: columns with keys and labels, rows keyed by column; NaN is null', async () => {
    const text = await collect(exportChunks('json', COLUMNS, rows));
    expect(JSON.parse(text)).toEqual({
      columns: [
        { key: 'name', label: 'Player Name' },
        { key: 'value', label: '+/-' },
      ],
      rows: [
        { name: 'ann, the "ace"', value: -2 },
        { name: '=HYPERLINK("x")', value: null },
      ],
    });
  });

  it('streams many rows in several chunks, from an async source too', async () => {
    async function* many() {
      for (let i = 0; i < 1200; i++) yield { name: `p${i}`, value: i };
    }
    const chunks: string[] = [];
    for await (const chunk of exportChunks('csv', COLUMNS, many())) chunks.push(chunk);
    expect(chunks.length).toBe(4);
    expect(chunks.join('').split('\r\n').length).toBe(1 + 1200 + 1);
    const json = JSON.parse(await collect(exportChunks('json', COLUMNS, many())));
    expect(json.rows).toHaveLength(1200);
    expect(json.rows[1199]).toEqual({ name: 'p1199', value: 1199 });
  });

  it('an empty view is the header alone (CSV) and no rows (JSON)', async () => {
    expect(await collect(exportChunks('csv', COLUMNS, []))).toBe(`${CSV_BOM}Player Name,"'+/-"\r\n`);
    expect(JSON.parse(await collect(exportChunks('json', COLUMNS, []))).rows).toEqual([]);
  });
});

describe('exportRecord', () => {
  it('keys cells by column key', () => {
    expect(exportRecord(COLUMNS, { name: 'x', value: 1 })).toEqual({ name: 'x', value: 1 });
  });
});

describe('exportFilename', () => {
  it('lower-case ASCII words joined by hyphens, empty parts left out', () => {
    expect(exportFilename(['Volley League', 'stats', 'Season 12', null, 'Per Set', 'Spike%'], 'csv')).toBe(
      'volley-league-stats-season-12-per-set-spike-pct.csv',
    );
    expect(exportFilename(['Zoë’s "team"', '+/-'], 'json')).toBe('zoe-s-team-plus-minus.json');
    expect(exportFilename(['', '!!!'], 'csv')).toBe('export.csv');
  });
});

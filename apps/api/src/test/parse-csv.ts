/**
 * Reads RFC 4180 CSV (quoted fields with `""` for a quote and line breaks inside; records end in
 * CRLF or LF) into rows of fields: what a spreadsheet does with the export, minus formulas.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r') i += 1;
    } else if (char === '"' || char === '\r') {
      throw new Error(`Stray ${JSON.stringify(char)} in an unquoted field at ${i}`);
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) throw new Error('Unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The CSV's records as objects keyed by the header row. */
export function parseCsvRecords(text: string): {
  header: string[];
  records: Record<string, string>[];
} {
  const [header = [], ...rows] = parseCsv(text);
  for (const row of rows) {
    if (row.length !== header.length)
      throw new Error(`A record has ${row.length} fields, the header ${header.length}`);
  }
  return {
    header,
    records: rows.map((row) =>
      Object.fromEntries(header.map((name, index) => [name, row[index]!])),
    ),
  };
}

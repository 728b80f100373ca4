/** GTFS files are CSV (RFC 4180): a field with a comma, a quote or a line break is quoted. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => cells.map(quote).join(',');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

function quote(cell: string | number): string {
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Reads what toCsv writes (and any RFC 4180 file): one record per row, keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      records.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) records.push([...row, field]);
  const [header = [], ...body] = records.filter((r) => r.length > 1 || r[0] !== '');
  const keys = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  return body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ''])));
}

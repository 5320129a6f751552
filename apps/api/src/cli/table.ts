/** The rows of a CLI list: a header row, then one row per item, in columns padded to line up. */
export function table(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A list's lines: its table, or `empty` when it has no rows; and where the next page starts. */
export function listing(
  headers: string[],
  rows: string[][],
  empty: string,
  pagination?: { total: number; limit?: number; offset?: number; hasMore: boolean },
): string[] {
  if (rows.length === 0) return [pagination && pagination.total > 0 ? `${empty} on this page (${pagination.total} in all)` : empty];
  const lines = table(headers, rows);
  if (pagination?.hasMore) {
    const offset = pagination.offset ?? 0;
    lines.push(`${offset + 1}-${offset + rows.length} of ${pagination.total}; the next page: --offset ${offset + rows.length}`);
  }
  return lines;
}

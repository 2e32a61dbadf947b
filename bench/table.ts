export interface Row {
  name: string;
  value: string;
  /** Human-readable budget, and whether the measured value is within it. */
  budget?: string;
  ok?: boolean;
  note?: string;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

export function printTable(rows: readonly Row[]): void {
  const header = ['measure', 'value', 'budget', '', 'note'];
  const cells = rows.map((row) => [
    row.name,
    row.value,
    row.budget ?? '',
    row.ok === undefined ? '' : row.ok ? 'ok' : 'OVER',
    row.note ?? '',
  ]);
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...cells.map((c) => c[i]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const values of cells) console.log(line(values));
}

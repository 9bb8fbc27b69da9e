// The table the bench prints (Markdown, so that docs/performance.md can show it as is).

/** A row: what, the figure, the same-run baseline, the budget and whether it is met (null: no budget). */
export const row = (measure, figure, baseline = '', budget = '', pass = null) => ({
  measure,
  figure: String(figure),
  baseline: String(baseline),
  budget,
  result: pass === null ? '' : pass ? 'pass' : 'MISS',
});

export function markdownTable(rows) {
  const header = ['measure', 'figure', 'baseline', 'budget', 'result'];
  const cells = [header, ...rows.map((r) => header.map((key) => r[key]))];
  const widths = header.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

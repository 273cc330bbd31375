/**
 * Markdown tables of the project's scripts (the bench's table, the CPU profile summary): one line per row, cells
 * with their pipes escaped and line breaks flattened. No padding: prettier aligns a table pasted into the docs.
 */

/** A cell's text, safe inside a table row. */
export function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/**
 * The lines of a table.
 * @param header the column headings (escaped like cells).
 * @param rows the cells of each row, in the headings' order.
 * @param align each column's alignment; columns without one are left-aligned.
 * @returns heading line, separator line, then one line a row.
 */
export function markdownTableLines(
  header: string[],
  rows: string[][],
  align: ReadonlyArray<'left' | 'right'> = [],
): string[] {
  const line = (cells: string[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  const separator = `|${header.map((_, i) => (align[i] === 'right' ? '---:' : '---')).join('|')}|`;
  return [line(header), separator, ...rows.map(line)];
}

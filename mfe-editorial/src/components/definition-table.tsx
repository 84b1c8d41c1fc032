import type { TableRow } from './content-types';

/**
 * A two-column table of labelled rows (会社概要, 特定商取引法に基づく表記 …). Each label is a row
 * header, so a screen reader announces it with its value. The caption names the table; pass
 * `hideCaption` when a visible heading right above already does.
 */
export function DefinitionTable({
  caption,
  rows,
  hideCaption = false,
}: {
  caption: string;
  rows: TableRow[];
  hideCaption?: boolean;
}) {
  return (
    <table>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

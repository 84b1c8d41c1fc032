/** Unread message ids per thread (`noRead…MessageIds` of the contact list): rows oldest first → { [threadId]: ids }. */
export function unreadIdsByThread<R extends { id: number | string }>(rows: readonly R[], threadOf: (row: R) => number | string, keep: (row: R) => boolean = () => true): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const r of rows) if (keep(r)) (out[String(threadOf(r))] ??= []).push(Number(r.id));
  return out;
}

/** "2026年1月10日" in Japan time, or "—" for no date. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** Where the success message travels from /my-page/change-publish to /my-page/project. */
export interface ProjectListState {
  done?: string;
}

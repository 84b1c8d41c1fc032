import { formatJapanDate } from '@akiya/contracts';
/** "2026年1月10日" in Japan time, or "—" for no date. */
export function formatDate(iso: string | null): string {
  return formatJapanDate(iso) ?? '—';
}

/** Where the success message travels from /my-page/change-publish to /my-page/project. */
export interface ProjectListState {
  done?: string;
}

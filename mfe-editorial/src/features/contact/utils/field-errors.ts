import { MESSAGES, type ApiErrorBody } from '@akiya/contracts';

export interface SummaryItem {
  key: string;
  label: string | null;
  message: string;
}

/** Per-field messages of an API error, labelled for the summary (first message each; unknown fields unlabelled). */
export function serverFieldErrors(body: ApiErrorBody | null, labels: Record<string, string>): SummaryItem[] {
  if (!body?.errors) return [];
  return Object.entries(body.errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([key, messages]) => ({ key, label: labels[key] ?? null, message: messages[0] ?? MESSAGES.invalidValue }));
}

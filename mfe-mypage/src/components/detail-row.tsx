import type { ReactNode } from 'react';

/** One term and its description in a `<dl>` of details (a request, an inbox item, a member). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

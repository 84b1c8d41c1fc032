/** The my-page path of a thread (mails and redirects link here). */
export function contactThreadPath(contactId: number): string {
  return `/my-page/messages/${contactId}`;
}

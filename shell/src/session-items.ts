/**
 * What a server-rendered page leaves in the tab's sessionStorage, stored as soon as the page is on
 * screen instead of once its application code runs.
 *
 * A page marks it in its HTML: `<span hidden data-session-item="name" data-session-value="…">`
 * (the board's lists leave the ids, title and back URL for the listing page's previous / next, spec
 * docs/product.md §7). A visitor who follows a link before the page's code has run loads the
 * next page from the server: without this, that page would find the previous list's navigation, or
 * none. Only the server's HTML is read, once, when the shell's entry script runs; the application
 * stores the same values itself once it runs.
 */
export function storeServerSessionItems(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-session-item]'))) {
    const name = element.getAttribute('data-session-item');
    const value = element.getAttribute('data-session-value');
    if (!name || value === null) continue;
    try {
      sessionStorage.setItem(name, value);
    } catch {
      // storage full or disabled (private mode): what it carries is a convenience
    }
  }
}

/**
 * The remote's part of a server-rendered page, as the server sent it, kept before the browser
 * hydrates (bootstrap.tsx). When the remote's code cannot be loaded in the browser, its error panel
 * shows this below it: the page stays readable and its links are plain links the server renders.
 */
let kept: { remote: string; path: string; html: string } | null = null;

export function keepServerRemoteHtml(root: ParentNode, path: string): void {
  const element = root.querySelector('[data-remote-root]');
  const remote = element?.getAttribute('data-remote-root');
  kept = element && remote ? { remote, path, html: element.innerHTML } : null;
}

export function serverRemoteHtml(remote: string, path: string): string | null {
  return kept && kept.remote === remote && kept.path === path ? kept.html : null;
}

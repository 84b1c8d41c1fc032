/** The listing's short link (spec: /s/{id} redirects to /project/{id}) on the site's configured origin. */
export function shortListingUrl(origin: string, id: number): string {
  return `${origin.replace(/\/+$/, '')}/s/${id}`;
}

/** LINE's share page with the title and the link as the message. */
export function lineShareUrl(title: string, url: string): string {
  return `https://line.me/R/share?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/** X's post composer with the title and the link. */
export function xShareUrl(title: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
}

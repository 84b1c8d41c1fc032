/** The page number of a `:page` route parameter (already known to be digits), 1 when absent. */
export function pageFromParam(param: string | undefined): number {
  return param === undefined ? 1 : Number(param);
}

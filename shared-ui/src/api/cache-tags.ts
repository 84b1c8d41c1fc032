/**
 * Cache tags that more than one app provides or invalidates. The tag's name is the contract between
 * them: a mutation in one remote refreshes another remote's queries by naming the same tag (a seller
 * project saved in the my-page refreshes the board's listing, an editorial contact the poster's
 * list). No app holds a list of every tag: each feature adds the ones it uses to the one API slice
 * with `api.enhanceEndpoints({ addTagTypes })` in its own `features/<x>/api/` file, and the names
 * shared here are checked against this type there (`satisfies readonly SharedCacheTag[]`), so a
 * misspelt shared tag fails the typecheck instead of silently invalidating nothing.
 *
 * A type, not a value: the names exist at runtime only as the strings each app adds, so shared-ui's
 * runtime exports (and the version remotes require) do not change with this list.
 */
export type SharedCacheTag =
  /** Start data: shell (login), shared-ui (base data), board and my-page favourites. */
  | 'BaseData'
  /** The signed-in user: shell (login, account), shared-ui (favourite toggle), my-page profile. */
  | 'User'
  /** A user's public profile: shared-ui (users-api), my-page profile. */
  | 'Profile'
  /** Favourites: shared-ui (base data), board, my-page. */
  | 'Favorite'
  /** One listing, the listing searches and a poster's own listings: board, my-page, editorial. */
  | 'Property'
  | 'PropertyList'
  | 'PostedProperty'
  /** Contacts (inquiries and consulting requests): consulting, my-page. */
  | 'Contact'
  /** Editorial content: editorial, my-page staff pages. */
  | 'Article'
  | 'News'
  | 'Solution';

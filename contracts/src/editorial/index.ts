/**
 * Editorial content (docs/product.md §3 article types and news, §7 the article / news / solution calls, §9 page
 * size), one file per concern: constants and limits, site paths, story categories, Japanese messages,
 * response types, the query rules of the public lists and details, and the rules of the staff
 * authoring forms. The API and the editorial pages run the same functions.
 */
export * from './constants';
export * from './paths';
export * from './categories';
export * from './messages';
export * from './dto';
export * from './query-rules';
export * from './form-rules';

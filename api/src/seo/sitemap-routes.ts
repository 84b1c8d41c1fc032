/**
 * The main pages of the site listed in sitemap.xml besides the listings (docs/product.md §2, public routes
 * without a parameter). Pages kept in the browser (histories), forms' finish pages, login and my
 * page are left out.
 */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/board',
  '/new',
  '/treasure',
  '/categories',
  '/map',
  '/post',
  '/reviews',
  '/thanks-letter',
  '/shop',
  '/towns',
  '/blog',
  '/case',
  '/solution',
  '/news',
  '/feature',
  '/airyflow',
  '/akiyabank',
  '/consult',
  '/process',
  '/system',
  '/safety',
  '/question',
  '/unique',
  '/however',
  '/work',
  '/partner',
  '/ouendan/recruit',
  '/ouendan/reward',
  '/ouendan/company',
  '/recruit',
  '/company',
  '/contact',
  '/privacy-policy',
  '/commercial-transactions-law',
  '/personal-information',
];

/** Paths robots.txt keeps crawlers out of. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = ['/my-page', '/login', '/api'];

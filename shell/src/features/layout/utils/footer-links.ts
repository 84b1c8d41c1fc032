import { PRICE_TAGS } from '@akiya/contracts';

export interface FooterLink {
  label: string;
  to: string;
}

/** Spec docs/product.md §2 footer: feature links. */
export const FEATURE_LINKS: readonly FooterLink[] = [
  { label: '特集', to: '/feature' },
  { label: '体験談', to: '/reviews' },
  { label: '田舎図鑑', to: '/towns' },
  { label: '商店街', to: '/shop' },
];

/** Spec docs/product.md §2 footer: guide links. */
export const GUIDE_LINKS: readonly FooterLink[] = [
  { label: 'はじめての方へ', to: '/process' },
  { label: 'サイトの仕組み', to: '/system' },
  { label: '安全への取り組み', to: '/safety' },
  { label: 'よくある質問', to: '/question' },
  { label: 'お問い合わせ', to: '/contact' },
];

/** Spec docs/product.md §2 footer: the price tags, each its tag page. */
export const PRICE_TAG_LINKS: readonly FooterLink[] = PRICE_TAGS.map((tag) => ({ label: tag.label, to: `/tags/${tag.slug}` }));

/** Spec docs/product.md §2 footer: the base data's categories, each its category page. */
export function categoryLinks(categories: readonly { id: number; name: string }[]): FooterLink[] {
  return categories.map((category) => ({ label: category.name, to: `/category/${category.id}` }));
}

/** Spec docs/product.md §2 footer: legal links. */
export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: '会社概要', to: '/company' },
  { label: 'プライバシーポリシー', to: '/privacy-policy' },
  { label: '個人情報の取り扱い', to: '/personal-information' },
  { label: '特定商取引法に基づく表記', to: '/commercial-transactions-law' },
  { label: '免責事項', to: '/however' },
];

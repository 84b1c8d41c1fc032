/** The anchors of the consulting top (docs/product.md §2), in page order, with their in-page navigation labels. */
export const ANCHORS = [
  { id: 'top', label: 'トップ' },
  { id: 'concept', label: 'コンセプト' },
  { id: 'consulting-menu', label: 'メニュー・料金' },
  { id: 'service', label: 'サービス' },
  { id: 'problem', label: 'よくあるお悩み' },
  { id: 'works', label: '活用事例' },
  { id: 'company', label: '運営' },
] as const;

export type AnchorId = (typeof ANCHORS)[number]['id'];

export const TOP_PATH = '/airyflow';
export const POST_PATH = '/airyflow/post';
/** Contact route of the main site, used until the consultation form opens. */
export const CONTACT_PATH = '/contact';

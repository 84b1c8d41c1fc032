import { DEFAULT_ENQUIRY_FILTERS, ENQUIRY_SORTS, isDealStatusName, type EnquiryFilters } from '@akiya/contracts';

/** sessionStorage key of the enquiry-list filters, so paging and coming back from a thread keep them. */
export const ENQUIRY_FILTERS_KEY = 'my-page-enquiry-filters';

export function loadFilters(): EnquiryFilters {
  try {
    const raw = sessionStorage.getItem(ENQUIRY_FILTERS_KEY);
    if (!raw) return { ...DEFAULT_ENQUIRY_FILTERS };
    const v = JSON.parse(raw) as Partial<EnquiryFilters>;
    const bool = (x: unknown, d: boolean) => (typeof x === 'boolean' ? x : d);
    const d = DEFAULT_ENQUIRY_FILTERS;
    return {
      hideEnded: bool(v.hideEnded, d.hideEnded),
      onlyUnread: bool(v.onlyUnread, d.onlyUnread),
      onlyUnreplied: bool(v.onlyUnreplied, d.onlyUnreplied),
      showSeller: bool(v.showSeller, d.showSeller),
      showBuyer: bool(v.showBuyer, d.showBuyer),
      status: isDealStatusName(v.status) ? v.status : '',
      sort: (ENQUIRY_SORTS as readonly unknown[]).includes(v.sort) ? (v.sort as EnquiryFilters['sort']) : d.sort,
      propertyId: typeof v.propertyId === 'number' ? v.propertyId : null,
    };
  } catch {
    return { ...DEFAULT_ENQUIRY_FILTERS };
  }
}

export function saveFilters(f: EnquiryFilters): void {
  try {
    sessionStorage.setItem(ENQUIRY_FILTERS_KEY, JSON.stringify(f));
  } catch {
    // Without storage the filters last until the page is left.
  }
}

import { useCallback, useState } from 'react';
import type { EnquiryFilters } from '@akiya/contracts';
import { loadFilters, saveFilters } from '../utils/filters-storage';

/** The enquiry-list filters, kept in sessionStorage so paging and coming back keep them. */
export function useEnquiryFilters() {
  const [filters, setFilters] = useState<EnquiryFilters>(loadFilters);
  const update = useCallback((next: EnquiryFilters) => {
    setFilters(next);
    saveFilters(next);
  }, []);
  return [filters, update] as const;
}

import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_ENQUIRY_FILTERS, type EnquiryFilters } from '@akiya/contracts';
import { useServerRendering } from '@akiya/shared-ui';
import { loadFilters, saveFilters } from '../utils/filters-storage';

/** The enquiry-list filters, kept in sessionStorage so paging and coming back keep them. */
export function useEnquiryFilters() {
  // Kept in this browser's sessionStorage: the page hydrates with the defaults the server drew, then takes them.
  const serverRendering = useServerRendering();
  const [filters, setFilters] = useState<EnquiryFilters>(() => (serverRendering ? { ...DEFAULT_ENQUIRY_FILTERS } : loadFilters()));
  useEffect(() => {
    if (serverRendering) setFilters(loadFilters());
  }, [serverRendering]);
  const update = useCallback((next: EnquiryFilters) => {
    setFilters(next);
    saveFilters(next);
  }, []);
  return [filters, update] as const;
}

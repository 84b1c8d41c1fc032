import type { ComponentType } from 'react';
import { TIMINGS } from '@akiya/contracts';
import { useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import { closeSearchDialog, Dialog, selectSearchOpen } from '@akiya/shared-ui';

/** What the layout gives the search form it is composed with (features/search's SearchForm). */
export interface SearchFormSlotProps {
  variant: 'dialog';
  onSubmitted: () => void;
}

/** The search dialog (docs/product.md §2), opened from the header's search button and from the menu. */
export function SearchDialog({ SearchForm }: { SearchForm: ComponentType<SearchFormSlotProps> }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSearchOpen);
  const close = () => dispatch(closeSearchDialog());
  return (
    <Dialog open={open} title="物件を検索" onClose={close} closeMs={TIMINGS.dialogCloseDelayMs}>
      <SearchForm variant="dialog" onSubmitted={close} />
    </Dialog>
  );
}

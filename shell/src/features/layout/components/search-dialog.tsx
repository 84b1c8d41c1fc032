import type { ComponentType } from 'react';
import { TIMINGS } from '@akiya/contracts';
import { useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import { closeSearchDialog, selectSearchOpen } from '@akiya/shared-ui';
import { Modal } from './modal';

/** What the layout gives the search form it is composed with (features/search's SearchForm). */
export interface SearchFormSlotProps {
  variant: 'dialog';
  onSubmitted: () => void;
}

/** The search dialog (spec §2), opened from the header's search button and from the menu. */
export function SearchDialog({ SearchForm }: { SearchForm: ComponentType<SearchFormSlotProps> }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSearchOpen);
  const close = () => dispatch(closeSearchDialog());
  return (
    <Modal open={open} title="物件を検索" onClose={close} closeMs={TIMINGS.dialogCloseDelayMs}>
      <SearchForm variant="dialog" onSubmitted={close} />
    </Modal>
  );
}

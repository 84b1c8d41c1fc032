import { SearchBox } from '@akiya/shared-ui';

export interface SearchFormProps {
  /** 'hero': the large box on the top page; 'dialog': inside the search dialog. */
  variant?: 'hero' | 'dialog';
  /** Called after a valid search navigated (the dialog closes itself with it). */
  onSubmitted?: () => void;
}

/**
 * The shell's search-word box (docs/product.md §2, §5): shared-ui's SearchBox in the pill look of
 * the top page's hero or of the search dialog, labelled 検索キーワード for assistive technology.
 */
export function SearchForm({ variant = 'dialog', onSubmitted }: SearchFormProps) {
  return <SearchBox label="検索キーワード" look={variant} onSubmitted={onSubmitted} />;
}

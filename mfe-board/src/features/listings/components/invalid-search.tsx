import { PAGINATION_TITLES } from '@akiya/contracts';
import { SearchBox } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { ListHeader } from '../../../components/list-header';
import { PageContainer } from '../../../components/page-container';

/** /search/:word with an invalid word (or none): the hint and the search box, no request. */
export function InvalidSearch({ word }: { word: string }) {
  return (
    <PageContainer>
      <ListHeader documentTitle eyebrow={BOARD_TEXTS.eyebrowSearch} title={PAGINATION_TITLES.search} />
      <SearchBox key={word} label={BOARD_TEXTS.searchLabel} submitLabel={BOARD_TEXTS.searchSubmit} initialWord={word} showHintInitially />
    </PageContainer>
  );
}

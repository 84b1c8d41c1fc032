import { selectBaseData, useAppSelector } from '@akiya/shared-ui';
import { sectionByKey } from '../../../config/sections';
import { SectionPage } from '../../../components/section-page';
import { EmptyState } from '../../../components/empty-state';

/** /my-page/list/favorite: how many listings are favourites (from base data); the list itself comes later. */
export function FavoritesPage() {
  const section = sectionByKey('favorite');
  const count = useAppSelector((state) => selectBaseData(state)?.favorites.length ?? 0);
  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      {count > 0 ? (
        <EmptyState
          text={`${count}件の物件をお気に入りに登録しています`}
          hint="お気に入りに登録した物件は、このページに一覧で表示されます。"
          action={section.action}
        />
      ) : (
        <EmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />
      )}
    </SectionPage>
  );
}

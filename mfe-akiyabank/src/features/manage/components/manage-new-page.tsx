import { useNavigate } from 'react-router-dom';
import { BANK_MESSAGES, EMPTY_BANK_LISTING_VALUES } from '@akiya/contracts';
import { useDocumentTitle } from '@akiya/shared-ui';
import { manageEditPath } from '../../../config/paths';
import { useCreateAkiyabankListingMutation, useGetAkiyabankManageQuery } from '../api/manage-api';
import { ListingForm, saveFailure } from './listing-form';
import { ManageGate } from './manage-gate';
import { ManageSubpage } from './manage-subpage';

/** /akiyabank/manage/new: registers a listing as a draft, then goes on to its photos. */
export function ManageNewPage() {
  useDocumentTitle('物件を登録する');
  const overview = useGetAkiyabankManageQuery();
  const [create] = useCreateAkiyabankListingMutation();
  const navigate = useNavigate();

  return (
    <ManageGate query={overview}>
      {() => (
        <ManageSubpage id="new-heading" municipalityName={overview.data!.municipality.name} title="物件を登録する">
          <p>登録した物件は、写真を追加して「公開する」を押すまで公開されません。</p>
          <ListingForm
            initial={EMPTY_BANK_LISTING_VALUES}
            submitLabel="登録する"
            onSubmit={async (values) => {
              const result = await create(values);
              if ('data' in result && result.data) {
                navigate(manageEditPath(result.data.id), { state: { flash: BANK_MESSAGES.created } });
                return { errors: {} };
              }
              return saveFailure(result.error);
            }}
          />
        </ManageSubpage>
      )}
    </ManageGate>
  );
}

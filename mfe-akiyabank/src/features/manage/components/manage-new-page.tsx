import { useNavigate } from 'react-router-dom';
import { BANK_MESSAGES, EMPTY_BANK_LISTING_VALUES } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors, useDocumentTitle } from '@akiya/shared-ui';
import { manageEditPath } from '../../../config/paths';
import { useCreateAkiyabankListingMutation, useGetAkiyabankManageQuery } from '../api/manage-api';
import { ListingForm } from './listing-form';
import { ManageGate } from './manage-gate';
import { ManageHeading } from './manage-heading';
import styles from './manage.module.css';

/** /akiyabank/manage/new: registers a listing as a draft, then goes on to its photos. */
export function ManageNewPage() {
  useDocumentTitle('物件を登録する');
  const overview = useGetAkiyabankManageQuery();
  const [create] = useCreateAkiyabankListingMutation();
  const navigate = useNavigate();

  return (
    <ManageGate query={overview}>
      {() => (
        <main className={styles.page} aria-labelledby="new-heading">
          <ManageHeading id="new-heading" municipalityName={overview.data!.municipality.name}>
            物件を登録する
          </ManageHeading>
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
              const errors = toFormErrors(result.error);
              return { errors, message: Object.keys(errors).length > 0 ? null : apiErrorMessage(result.error) };
            }}
          />
        </main>
      )}
    </ManageGate>
  );
}

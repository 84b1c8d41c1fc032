import { useDocumentTitle } from '@akiya/shared-ui';
import { BankIntro } from '../features/guide/components/bank-intro';
import { BankComparison } from '../features/guide/components/bank-comparison';
import { SellerSteps } from '../features/guide/components/seller-steps';
import { BuyerSteps } from '../features/guide/components/buyer-steps';
import { NewestListings } from '../features/listings/components/newest-listings';
import styles from './akiyabank-top-page.module.css';

/** /akiyabank: composes the guide (what the bank is) with the newest listings. */
export function AkiyabankTopPage() {
  useDocumentTitle('民間空き家バンク');
  return (
    <main className={styles.page}>
      <BankIntro />
      <div className={styles.newest}>
        <NewestListings />
      </div>
      <BankComparison />
      <SellerSteps />
      <BuyerSteps />
    </main>
  );
}

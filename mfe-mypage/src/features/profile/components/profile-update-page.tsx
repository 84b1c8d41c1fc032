import { useState } from 'react';
import { ACCOUNT_TEXTS } from '@akiya/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Card } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import formStyles from '../../../components/form-layout.module.css';
import { ProfileForm } from './profile-form';
import { ProfileLoadState } from './profile-load-state';
import { editableFields } from '../utils/profile-fields';
import styles from './profile.module.css';

/** Shown after the change request was saved. */
export const CHANGE_REQUEST_RECEIVED = ACCOUNT_TEXTS.changeRequestReceived;

/** The contact id of ?id=, when it is a positive integer. */
function contactIdOf(raw: string | null): number | null {
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

/**
 * /my-page/profile/update?id={contact_id}: the change request form the profile alert links to
 * (docs/product.md §4). It saves the profile (POST /api/my-page/profile). The contact id is kept on the page
 * (data-contact-id) for the deal work that follows.
 */
export function ProfileUpdatePage() {
  const [params] = useSearchParams();
  const contactId = contactIdOf(params.get('id'));
  const [received, setReceived] = useState(false);

  return (
    <SectionPage
      title="登録情報の変更申請"
      lead={<p>お名前・ご住所・ご連絡先をご確認のうえ、正しい内容に変更して申請してください。</p>}
    >
      <div data-testid="change-request" data-contact-id={contactId ?? ''}>
        {received ? (
          <div>
            <p className={formStyles.success} role="status">
              {CHANGE_REQUEST_RECEIVED}
            </p>
            <p className={styles.links}>
              <Link to="/my-page">マイページに戻る</Link>
              <Link to="/my-page/profile">登録情報を確認する</Link>
            </p>
          </div>
        ) : (
          <ProfileLoadState>
            {(profile) => (
              <Card>
                <ProfileForm initial={editableFields(profile)} submitLabel="変更を申請する" onSaved={() => setReceived(true)} />
              </Card>
            )}
          </ProfileLoadState>
        )}
      </div>
    </SectionPage>
  );
}

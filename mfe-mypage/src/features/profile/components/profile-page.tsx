import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '@akiya/contracts';
import { Button, Card } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import formStyles from '../../../components/form-layout.module.css';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileLoadState } from './profile-load-state';
import { ProfileSection } from './profile-section';
import { PasswordForm } from './password-form';
import { EmailChangeSection } from './email-change-form';
import { editableFields } from '../utils/profile-fields';
import { EMAIL_CHANGE_TEXTS } from '../utils/email-change-messages';
import { WITHDRAWAL_TEXTS } from '../utils/withdrawal-messages';
import styles from './profile.module.css';

/** Shown after the profile was saved. */
export const PROFILE_SAVED = ACCOUNT_TEXTS.profileSaved;

/**
 * /my-page/profile: the registered details (GET /api/my-page/profile) with an edit form in place,
 * the change of the address (GET/POST /api/my-page/email-change) and the password change form.
 */
export function ProfilePage() {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <SectionPage title="プロフィール" lead={<p>お名前・ご住所・連絡先などの登録情報を確認・変更できます。</p>}>
      <ProfileSection headingId="profile-details-heading" title="登録情報" card={false}>
        {saved ? (
          <p className={`${formStyles.success} ${styles.status}`} role="status">
            {PROFILE_SAVED}
          </p>
        ) : null}
        <ProfileLoadState>
          {(profile) =>
            editing ? (
              <Card>
                <ProfileForm
                  initial={editableFields(profile)}
                  submitLabel="保存する"
                  onSaved={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                  onCancel={() => setEditing(false)}
                />
              </Card>
            ) : (
              <>
                <ProfileDetails profile={profile} />
                <div className={styles.links}>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    登録情報を編集する
                  </Button>
                </div>
              </>
            )
          }
        </ProfileLoadState>
      </ProfileSection>
      <ProfileSection headingId="profile-email-heading" title={EMAIL_CHANGE_TEXTS.title}>
        <EmailChangeSection />
      </ProfileSection>
      <ProfileSection headingId="profile-password-heading" title="パスワードの変更">
        <PasswordForm />
      </ProfileSection>
      <ProfileSection headingId="profile-mail-heading" title="メール受信設定">
        <p className={styles.note}>新着物件のお知らせ、再開待ちのお知らせなど、受け取るメールを選べます。</p>
        <p className={styles.note}>
          <Link to="/my-page/mail-settings">メール受信設定を変更する</Link>
        </p>
      </ProfileSection>
      <ProfileSection headingId="profile-withdraw-heading" title={WITHDRAWAL_TEXTS.title}>
        <p className={styles.note}>{WITHDRAWAL_TEXTS.profileSectionLead}</p>
        <p className={styles.note}>
          <Link to="/my-page/profile/withdraw">{WITHDRAWAL_TEXTS.linkFromProfile}</Link>
        </p>
      </ProfileSection>
    </SectionPage>
  );
}

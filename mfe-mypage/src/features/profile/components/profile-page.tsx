import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '@akiya/contracts';
import { Button, Card } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import formStyles from '../../../components/form-layout.module.css';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileLoadState } from './profile-load-state';
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
      <section className={styles.section} aria-labelledby="profile-details-heading">
        <div className={styles.sectionHead}>
          <h2 id="profile-details-heading" className={styles.sectionTitle}>
            登録情報
          </h2>
        </div>
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
      </section>
      <section className={styles.section} aria-labelledby="profile-email-heading">
        <div className={styles.sectionHead}>
          <h2 id="profile-email-heading" className={styles.sectionTitle}>
            {EMAIL_CHANGE_TEXTS.title}
          </h2>
        </div>
        <Card>
          <EmailChangeSection />
        </Card>
      </section>
      <section className={styles.section} aria-labelledby="profile-password-heading">
        <div className={styles.sectionHead}>
          <h2 id="profile-password-heading" className={styles.sectionTitle}>
            パスワードの変更
          </h2>
        </div>
        <Card>
          <PasswordForm />
        </Card>
      </section>
      <section className={styles.section} aria-labelledby="profile-mail-heading">
        <div className={styles.sectionHead}>
          <h2 id="profile-mail-heading" className={styles.sectionTitle}>
            メール受信設定
          </h2>
        </div>
        <Card>
          <p className={styles.note}>新着物件のお知らせ、再開待ちのお知らせなど、受け取るメールを選べます。</p>
          <p className={styles.note}>
            <Link to="/my-page/mail-settings">メール受信設定を変更する</Link>
          </p>
        </Card>
      </section>
      <section className={styles.section} aria-labelledby="profile-withdraw-heading">
        <div className={styles.sectionHead}>
          <h2 id="profile-withdraw-heading" className={styles.sectionTitle}>
            {WITHDRAWAL_TEXTS.title}
          </h2>
        </div>
        <Card>
          <p className={styles.note}>{WITHDRAWAL_TEXTS.profileSectionLead}</p>
          <p className={styles.note}>
            <Link to="/my-page/profile/withdraw">{WITHDRAWAL_TEXTS.linkFromProfile}</Link>
          </p>
        </Card>
      </section>
    </SectionPage>
  );
}

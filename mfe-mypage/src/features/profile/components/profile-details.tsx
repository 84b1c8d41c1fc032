import type { Profile } from '@akiya/contracts';
import styles from './profile.module.css';

/** The registered details, read-only. Empty values read 未登録. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const name = [profile.last_name, profile.first_name].filter(Boolean).join(' ');
  const kana = [profile.last_name_kana, profile.first_name_kana].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['お名前', name],
    ['ふりがな', kana],
    ['メールアドレス', profile.email],
    ['電話番号', profile.phone],
    ['郵便番号', profile.zipcode],
    ['住所', profile.address],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div className={styles.row} key={label}>
          <dt>{label}</dt>
          <dd className={value ? undefined : styles.missing}>{value || '未登録'}</dd>
        </div>
      ))}
    </dl>
  );
}

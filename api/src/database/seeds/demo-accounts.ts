import type { UserRole } from '../../users/entities/user.entity';

/**
 * The demo accounts created by the seed — the one list the README cites. All share DEMO_PASSWORD,
 * stored as an argon2id hash, and have a verified email address.
 */
export const DEMO_PASSWORD = 'akiyademo1';

export interface DemoAccount {
  email: string;
  role: UserRole;
  /** What the account is for in demos and tests. */
  purpose: 'buyer' | 'seller' | 'staff' | 'disabled' | 'municipality' | 'partner';
  /** A disabled account cannot log in (shows the disabled-login message). */
  disabled?: boolean;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  zipcode: string;
  address: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'buyer@example.jp',
    role: 'user',
    purpose: 'buyer',
    lastName: '山田',
    firstName: '花子',
    lastNameKana: 'やまだ',
    firstNameKana: 'はなこ',
    phone: '090-1234-5678',
    zipcode: '1500001',
    address: '東京都渋谷区神宮前1-1-1',
  },
  {
    email: 'seller@example.jp',
    role: 'user',
    purpose: 'seller',
    lastName: '佐藤',
    firstName: '一郎',
    lastNameKana: 'さとう',
    firstNameKana: 'いちろう',
    phone: '080-2345-6789',
    zipcode: '3900811',
    address: '長野県松本市中央1-2-3',
  },
  {
    email: 'seller2@example.jp',
    role: 'user',
    purpose: 'seller',
    lastName: '鈴木',
    firstName: '美咲',
    lastNameKana: 'すずき',
    firstNameKana: 'みさき',
    phone: '070-3456-7890',
    zipcode: '7220045',
    address: '広島県尾道市久保2-3-4',
  },
  {
    email: 'staff@example.jp',
    role: 'staff',
    purpose: 'staff',
    lastName: '運営',
    firstName: '太郎',
    lastNameKana: 'うんえい',
    firstNameKana: 'たろう',
    phone: '03-0000-0000',
    zipcode: '1000001',
    address: '東京都千代田区千代田1-1',
  },
  {
    email: 'disabled@example.jp',
    role: 'user',
    purpose: 'disabled',
    disabled: true,
    lastName: '停止',
    firstName: '次郎',
    lastNameKana: 'ていし',
    firstNameKana: 'じろう',
    phone: '090-0000-0000',
    zipcode: '1000001',
    address: '東京都千代田区千代田1-2',
  },
  {
    // A member of the demo municipality 真庭市: manages its vacant-house bank (docs/akiyabank.md).
    email: 'bank@example.jp',
    role: 'user',
    purpose: 'municipality',
    lastName: '真庭',
    firstName: '市役所',
    lastNameKana: 'まにわ',
    firstNameKana: 'しやくしょ',
    phone: '0867-42-1111',
    zipcode: '7193292',
    address: '岡山県真庭市久世2927-2',
  },
  {
    // An approved supporter (応援団): its referral link, an owner it brought and a reward request (docs/partners.md).
    email: 'partner@example.jp',
    role: 'user',
    purpose: 'partner',
    lastName: '能登',
    firstName: '応援',
    lastNameKana: 'のと',
    firstNameKana: 'おうえん',
    phone: '0768-22-0000',
    zipcode: '9280001',
    address: '石川県輪島市河井町1-1',
  },
];

/** The emails of the demo sellers: every seeded listing belongs to one of them. */
export const DEMO_SELLER_EMAILS: readonly string[] = DEMO_ACCOUNTS.filter((a) => a.purpose === 'seller').map((a) => a.email);

import { REGISTRATION_RULES, type RegistrationFields, STORAGE_KEYS } from '@akiya/contracts';

export type RegisterField = keyof RegistrationFields;

/** The form's values as typed (checkboxes as booleans). */
export type RegisterValues = RegistrationFields;

/** Fields in form order, with their visible labels. */
export const REGISTER_FIELDS: readonly { name: RegisterField; label: string }[] = [
  { name: 'last_name', label: '姓' },
  { name: 'first_name', label: '名' },
  { name: 'last_name_kana', label: 'せい' },
  { name: 'first_name_kana', label: 'めい' },
  { name: 'email', label: 'メールアドレス' },
  { name: 'password', label: 'パスワード' },
  { name: 'phone', label: '電話番号' },
  { name: 'zipcode', label: '郵便番号' },
  { name: 'address', label: '住所' },
  { name: 'agree_terms', label: '利用規約に同意' },
  { name: 'agree_privacy', label: 'プライバシーポリシーに同意' },
];

export const labelOf = (name: string): string => REGISTER_FIELDS.find((f) => f.name === name)?.label ?? name;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  email: '',
  password: '',
  phone: '',
  zipcode: '',
  address: '',
  agree_terms: false,
  agree_privacy: false,
};

/** First failing rule's message for one field, or null (REGISTRATION_RULES of contracts). */
export function validateRegisterField(name: RegisterField, values: RegisterValues): string | null {
  for (const rule of REGISTRATION_RULES[name]) {
    const message = rule(values[name]);
    if (message) return message;
  }
  return null;
}

/**
 * sessionStorage key of the register form draft (every value but the password), so a reload or a
 * failed submit loses nothing. Shell-local: the lead may move it to contracts STORAGE_KEYS.
 */
export const REGISTER_DRAFT_KEY = STORAGE_KEYS.registerFormDraft;

export function loadRegisterDraft(): RegisterValues {
  try {
    const raw = window.sessionStorage.getItem(REGISTER_DRAFT_KEY);
    if (!raw) return { ...EMPTY_REGISTER_VALUES };
    const parsed = JSON.parse(raw) as Partial<Record<RegisterField, unknown>>;
    const values = { ...EMPTY_REGISTER_VALUES };
    for (const { name } of REGISTER_FIELDS) {
      if (name === 'password') continue;
      const v = parsed[name];
      if (name === 'agree_terms' || name === 'agree_privacy') values[name] = v === true;
      else if (typeof v === 'string') values[name] = v;
    }
    return values;
  } catch {
    return { ...EMPTY_REGISTER_VALUES };
  }
}

export function saveRegisterDraft(values: RegisterValues): void {
  try {
    const { password: _password, ...rest } = values;
    window.sessionStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(rest));
  } catch {
    // Storage unavailable: the values stay in state only.
  }
}

export function clearRegisterDraft(): void {
  try {
    window.sessionStorage.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // ignore
  }
}

/** The multipart body of POST /api/login/post-register. */
export function toRegisterFormData(values: RegisterValues): FormData {
  const data = new FormData();
  for (const { name } of REGISTER_FIELDS) {
    const v = values[name];
    data.append(name, typeof v === 'boolean' ? (v ? 'true' : 'false') : name === 'password' ? v : v.trim());
  }
  return data;
}

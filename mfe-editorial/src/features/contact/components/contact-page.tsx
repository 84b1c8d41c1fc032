import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_OPERATOR_EMAIL,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_KEYS,
  INQUIRY_FINISH_PATH,
  INQUIRY_MESSAGE_MAX_LENGTH,
  INQUIRY_RULES,
  type InquiryCategory,
} from '@akiya/contracts';
import { useGetBaseDataQuery } from '@akiya/shared-ui';
import { ErrorSummary } from './error-summary';
import { FormPage } from './form-page';
import { HoneypotField } from './honeypot-field';
import { useSendInquiryMutation } from '../api/contact-api';
import { useCheckedForm } from '../hooks/use-checked-form';
import styles from './contact.module.css';

interface Values {
  name: string;
  email: string;
  category: InquiryCategory | '';
  message: string;
  agree: boolean;
}
type Key = keyof Values;

const LABELS: Record<Key, string> = {
  name: 'お名前',
  email: 'メールアドレス',
  category: 'お問い合わせの種類',
  message: 'お問い合わせ内容',
  agree: '個人情報の取り扱いへの同意',
};

/**
 * /contact and /forms/contact: an enquiry to the operator (POST /api/forms/contact), then
 * /inquiry-finish. A logged-in user's name and address are filled in; every rule runs here and
 * again on the server; nothing typed is lost on an error.
 */
export function ContactPage() {
  const navigate = useNavigate();
  const { data: base } = useGetBaseDataQuery();
  const form = useCheckedForm<Values>({ name: '', email: '', category: '', message: '', agree: false }, INQUIRY_RULES, LABELS);
  const { values, setValues, errors, summary, failure, summaryRef, set } = form;
  const [honeypot, setHoneypot] = useState('');
  const prefilled = useRef(false);
  const [send, { isLoading }] = useSendInquiryMutation();

  const user = base?.user ?? null;
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.last_name} ${user.first_name}`.trim(),
      email: v.email || user.email,
    }));
  }, [user, setValues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await send({
        name: values.name,
        email: values.email,
        category: values.category as InquiryCategory,
        message: values.message,
        agree: values.agree,
        ...(honeypot ? { website: honeypot } : {}),
      }).unwrap();
      navigate(result.redirect || INQUIRY_FINISH_PATH);
    } catch (error) {
      form.showServerError(error);
    }
  };

  const describedBy = (key: Key, hint = false) =>
    [errors[key] ? `contact-${key}-error` : null, hint ? `contact-${key}-hint` : null].filter(Boolean).join(' ') || undefined;
  const errorLine = (key: Key) =>
    errors[key] ? (
      <p id={`contact-${key}-error`} className={styles.error}>
        {errors[key]}
      </p>
    ) : null;
  const messageLength = [...values.message].length;

  return (
    <FormPage
      title="お問い合わせ"
      lead={
        <>
          <p>家いちばの使い方、掲載や購入のご相談、不審な物件の通報などは、こちらのフォームからお送りください。運営事務局より、原則3営業日以内にメールでご返信します。</p>
          <p>
            掲載中の物件についてのご質問は、各物件ページの「問い合わせる」から売主へ直接お送りください。よくあるご質問は
            <Link to="/question">よくある質問</Link>にまとめています。
          </p>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="お問い合わせフォーム">
        <ErrorSummary ref={summaryRef} items={summary} message={failure} />
        <div className={styles.field}>
          <label htmlFor="contact-name" className={styles.label}>
            {LABELS.name}
            <span className={styles.required}>必須</span>
          </label>
          <input
            id="contact-name"
            name="name"
            className={styles.input}
            autoComplete="name"
            value={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          {errorLine('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-email" className={styles.label}>
            {LABELS.email}
            <span className={styles.required}>必須</span>
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            inputMode="email"
            className={styles.input}
            autoComplete="email"
            value={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', true)}
            onChange={(e) => set('email', e.target.value)}
          />
          {errorLine('email')}
          <p id="contact-email-hint" className={styles.hint}>
            ご返信はこのアドレスにお送りします。
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-category" className={styles.label}>
            {LABELS.category}
            <span className={styles.required}>必須</span>
          </label>
          <select
            id="contact-category"
            name="category"
            className={styles.input}
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={(e) => set('category', e.target.value as InquiryCategory | '')}
          >
            <option value="">選択してください</option>
            {INQUIRY_CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {INQUIRY_CATEGORIES[key]}
              </option>
            ))}
          </select>
          {errorLine('category')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message" className={styles.label}>
            {LABELS.message}
            <span className={styles.required}>必須</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            className={`${styles.input} ${styles.textarea}`}
            rows={8}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', true)}
            onChange={(e) => set('message', e.target.value)}
          />
          {errorLine('message')}
          <p id="contact-message-hint" className={`${styles.hint} ${messageLength > INQUIRY_MESSAGE_MAX_LENGTH ? styles.over : ''}`}>
            {messageLength} / {INQUIRY_MESSAGE_MAX_LENGTH}文字
          </p>
        </div>
        <HoneypotField value={honeypot} onValue={setHoneypot} />
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="agree"
              checked={values.agree}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={describedBy('agree')}
              onChange={(e) => set('agree', e.target.checked)}
            />
            <span>
              <Link to="/personal-information">個人情報の取り扱い</Link>に同意する
            </span>
          </label>
          {errorLine('agree')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isLoading}>
            {isLoading ? '送信中…' : '送信する'}
          </button>
        </div>
        <p className={styles.note}>
          フォームがご利用になれない場合は、{DEFAULT_OPERATOR_EMAIL} までメールでお問い合わせください。
        </p>
      </form>
    </FormPage>
  );
}

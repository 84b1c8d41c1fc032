import { POSTING_FIELD_LABELS } from '@akiya/contracts';
import { TextField } from '../text-field';
import { Section, type SectionProps } from './section';

/** 売主さまのご連絡先 (not published): name, kana, phone, e-mail. */
export function ContactSection({ values, errors, setValue, disabled }: SectionProps) {
  return (
    <Section id="post-section-contact" title="売主さまのご連絡先（公開されません）">
      <TextField name="contact_name" label={POSTING_FIELD_LABELS.contact_name} value={values.contact_name} error={errors.contact_name} onChange={(v) => setValue('contact_name', v)} required autoComplete="name" disabled={disabled} />
      <TextField name="contact_name_kana" label={POSTING_FIELD_LABELS.contact_name_kana} value={values.contact_name_kana} error={errors.contact_name_kana} onChange={(v) => setValue('contact_name_kana', v)} required hint="ひらがなで入力してください（例：やまだ　たろう）" disabled={disabled} />
      <TextField name="contact_phone" label={POSTING_FIELD_LABELS.contact_phone} value={values.contact_phone} error={errors.contact_phone} onChange={(v) => setValue('contact_phone', v)} required type="tel" inputMode="tel" autoComplete="tel" hint="ハイフン区切り（例：090-1234-5678）" disabled={disabled} />
      <TextField name="contact_email" label={POSTING_FIELD_LABELS.contact_email} value={values.contact_email} error={errors.contact_email} onChange={(v) => setValue('contact_email', v)} required type="email" inputMode="email" autoComplete="email" disabled={disabled} />
    </Section>
  );
}

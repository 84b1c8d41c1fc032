import { POSTING_FIELD_LABELS } from '@akiya/contracts';
import { TextField } from '@akiya/shared-ui';
import { Section, type SectionProps } from './section';

/** 売主さまのご連絡先 (not published): name, kana, phone, e-mail. */
export function ContactSection({ values, errors, setValue, disabled }: SectionProps) {
  return (
    <Section id="post-section-contact" title="売主さまのご連絡先（公開されません）">
      <TextField id="post-contact_name" name="contact_name" label={POSTING_FIELD_LABELS.contact_name} value={values.contact_name} error={errors.contact_name} onValue={(v) => setValue('contact_name', v)} required autoComplete="name" disabled={disabled} />
      <TextField id="post-contact_name_kana" name="contact_name_kana" label={POSTING_FIELD_LABELS.contact_name_kana} value={values.contact_name_kana} error={errors.contact_name_kana} onValue={(v) => setValue('contact_name_kana', v)} required hint="ひらがなで入力してください（例：やまだ　たろう）" disabled={disabled} />
      <TextField id="post-contact_phone" name="contact_phone" label={POSTING_FIELD_LABELS.contact_phone} value={values.contact_phone} error={errors.contact_phone} onValue={(v) => setValue('contact_phone', v)} required type="tel" inputMode="tel" autoComplete="tel" hint="ハイフン区切り（例：090-1234-5678）" disabled={disabled} />
      <TextField id="post-contact_email" name="contact_email" label={POSTING_FIELD_LABELS.contact_email} value={values.contact_email} error={errors.contact_email} onValue={(v) => setValue('contact_email', v)} required type="email" inputMode="email" autoComplete="email" disabled={disabled} />
    </Section>
  );
}

import { SectionsPage } from '../../../components/sections-page';
import { mailDeliveryLead, mailDeliveryMeta, mailDeliverySections } from '../content/mail-delivery';

/** /mail-delivery — メール配信について: which mails are sent and how to change the receiving settings. */
export function MailDeliveryPage() {
  return <SectionsPage meta={mailDeliveryMeta} lead={mailDeliveryLead} sections={mailDeliverySections} />;
}

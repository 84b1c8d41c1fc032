import { StaticPage } from '../../../components/static-page';
import { ContentSections } from '../../../components/content-sections';
import { mailDeliveryLead, mailDeliveryMeta, mailDeliverySections } from '../content/mail-delivery';

/** /mail-delivery — メール配信について: which mails are sent and how to change the receiving settings. */
export function MailDeliveryPage() {
  return (
    <StaticPage meta={mailDeliveryMeta} lead={mailDeliveryLead}>
      <ContentSections sections={mailDeliverySections} />
    </StaticPage>
  );
}

import { StaticPage } from '../../../components/static-page';
import { DefinitionTable } from '../../../components/definition-table';
import {
  commercialTransactionsLawLead,
  commercialTransactionsLawMeta,
  commercialTransactionsLawNote,
  commercialTransactionsLawRows,
} from '../content/commercial-transactions-law';

/** /commercial-transactions-law — 特定商取引法に基づく表記, as one table and a note on property deals. */
export function CommercialTransactionsLawPage() {
  return (
    <StaticPage meta={commercialTransactionsLawMeta} lead={commercialTransactionsLawLead}>
      <DefinitionTable caption={commercialTransactionsLawMeta.title} rows={commercialTransactionsLawRows} hideCaption />
      <section>
        <h2 id="property-deals">物件の売買について</h2>
        {commercialTransactionsLawNote}
      </section>
    </StaticPage>
  );
}

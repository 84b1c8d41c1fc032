import { SectionsPage } from '../../../components/sections-page';
import { systemLead, systemMeta, systemSections } from '../content/system';

/** /system — 家いちばとは: how the board works and the staged deal workflow as a step list. */
export function SystemPage() {
  return <SectionsPage meta={systemMeta} lead={systemLead} sections={systemSections} />;
}

import { PublicFrame } from '../../components/public-frame/public-frame';
import { DocumentTitle } from '../../components/document-title';
import { LegalDocument } from './components/legal-document';
import { TERMS_OF_SERVICE } from './terms-content';

/** /terms: the rules for using Waypoint, in plain language. */
export default function TermsPage() {
  return (
    <PublicFrame>
      <DocumentTitle page="Terms of Service" />
      <LegalDocument content={TERMS_OF_SERVICE} />
    </PublicFrame>
  );
}

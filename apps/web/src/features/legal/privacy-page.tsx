import { PublicFrame } from '../../components/public-frame/public-frame';
import { DocumentTitle } from '../../components/document-title';
import { LegalDocument } from './components/legal-document';
import { PRIVACY_POLICY } from './privacy-content';

/** /privacy: what Waypoint stores, how it protects it, and the visitor's choices. */
export default function PrivacyPage() {
  return (
    <PublicFrame>
      <DocumentTitle page="Privacy Policy" />
      <LegalDocument content={PRIVACY_POLICY} />
    </PublicFrame>
  );
}

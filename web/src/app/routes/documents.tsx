import { useParams } from 'react-router';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { DocumentViewer } from '../../features/documents/components/document-viewer';
import { SourceScreen } from '../../features/family/components/source-screen';
import { SourcesList } from '../../features/family/components/sources-list';
import { DocumentsLayout } from '../layouts/documents-layout';

/** /documents (spec 001 section 2). */
export function Documents() {
  const user = useSignedInUser();
  return (
    <DocumentsLayout current="">
      <DocumentsScreen viewerId={user.user_id} />
    </DocumentsLayout>
  );
}

/** /documents/sources: the family tree's sources, by title. */
export function Sources() {
  return (
    <DocumentsLayout current="sources">
      <SourcesList />
    </DocumentsLayout>
  );
}

/** /documents/sources/:sourceId: one source and what cites it. */
export function Source() {
  const { sourceId = '' } = useParams();
  return (
    <DocumentsLayout current="sources">
      <SourceScreen key={sourceId} sourceId={sourceId} />
    </DocumentsLayout>
  );
}

/** /document/:documentId, and /document/new?image_id= to turn a photo into a document. */
export function Document() {
  const user = useSignedInUser();
  return <DocumentViewer viewerId={user.user_id} />;
}

import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { DocumentViewer } from '../../features/documents/components/document-viewer';

/** /documents (spec 001 section 2). */
export function Documents() {
  const user = useSignedInUser();
  return <DocumentsScreen viewerId={user.user_id} />;
}

/** /document/:documentId, and /document/new?image_id= to turn a photo into a document. */
export function Document() {
  const user = useSignedInUser();
  return <DocumentViewer viewerId={user.user_id} />;
}

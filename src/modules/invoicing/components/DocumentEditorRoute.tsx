import { FileText } from "lucide-react";
import { useParams } from "react-router";
import { paths } from "../../../web/paths.ts";
import { RecordPage } from "../../../web/ui/record-page.tsx";
import { INVOICING_MSG, type DocumentKind } from "../invoicing.constants.ts";
import { useDocument, useNextNumber } from "../invoicing-api.ts";
import { DocumentEditor } from "./DocumentEditor.tsx";

const TITLE: Record<DocumentKind, string> = { estimate: "Estimate", invoice: "Invoice" };

/**
 * /dashboard/{estimates|invoices}/new and /:id/edit: the editor once what it starts from has loaded (a free
 * number for a new one, the saved document for an edit). Loaded on demand: the form and its schema are kept
 * off the list's first load.
 */
export function DocumentEditorRoute({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  const saved = useDocument(kind, id ?? "", id !== undefined);
  const number = useNextNumber(kind, id === undefined);
  const back = { to: paths[`${kind}s`].list, label: `Back to ${TITLE[kind]}s` };
  const notFound = {
    icon: <FileText />,
    title: `${TITLE[kind]} not found`,
    message: kind === "estimate" ? INVOICING_MSG.estimateNotFound : INVOICING_MSG.invoiceNotFound,
  };
  if (id === undefined) {
    return (
      <RecordPage
        query={number}
        what={`new ${kind}`}
        back={back}
        notFound={notFound}
        errorTitle={`Error starting a new ${kind}`}
      >
        {(n) => <DocumentEditor kind={kind} suggestedNumber={n.number} />}
      </RecordPage>
    );
  }
  return (
    <RecordPage query={saved} what={kind} back={back} notFound={notFound} errorTitle={`Error fetching ${kind}`}>
      {(doc) => <DocumentEditor key={doc.id} kind={kind} saved={doc} suggestedNumber="" />}
    </RecordPage>
  );
}

export default DocumentEditorRoute;

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { ApiError, call } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { uploadTo } from "../../web/lib/upload.ts";
import { href } from "../../shared/route.ts";
import type { DocumentDetail, DocumentPatch, UploadQuery } from "./documents.contract.ts";
import type { DocumentFilters } from "./documents.filters.ts";
import { documentsEndpoints, listQueryOf } from "./documents.routes.ts";

/** The document hub's server calls and their cache keys (browser only). */

/** The list's filters: a name search and the tags a document must all carry. */
export const documentKeys = {
  all: ["documents"] as const,
  list: (f: DocumentFilters) => ["documents", "list", f] as const,
  summary: ["documents", "summary"] as const,
  detail: (id: string) => ["documents", "detail", id] as const,
  attached: (to: AttachedTo) => ["documents", "attached", to] as const,
};

/** What documents can be attached to. */
export type AttachedTo = { projectId: string } | { contractId: string };

/** The address of a version's file (the current one without `version`): inline for the preview, attachment for a download. */
export function documentFileUrl(
  id: string,
  { version, disposition = "attachment" }: { version?: number; disposition?: "inline" | "attachment" } = {},
): string {
  return href(documentsEndpoints.file, { params: { id }, query: { version, disposition } });
}

/** The document list, a server page at a time (newest first); the previous result stays while filters change. */
export function useDocumentList(filters: DocumentFilters) {
  return useInfiniteQuery({
    ...pagedQuery(documentKeys.list(filters), documentsEndpoints.list, (cursor) => ({
      query: listQueryOf(filters, cursor),
    })),
    placeholderData: keepPreviousData,
  });
}

/** The four stat cards, the upload limit and the tags in use. */
export function useDocumentSummary() {
  return useQuery({
    queryKey: documentKeys.summary,
    queryFn: ({ signal }) => call(documentsEndpoints.summary, { signal }),
  });
}

/** One document with its versions (newest first). */
export function useDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => call(documentsEndpoints.document, { params: { id }, signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}

/** The documents attached to a project or a contract (the first 200, newest first). */
export function useAttachedDocuments(to: AttachedTo) {
  return useQuery({
    queryKey: documentKeys.attached(to),
    queryFn: ({ signal }) => call(documentsEndpoints.list, { query: { ...to, limit: 200 }, signal }),
  });
}

/** Everything cached about documents is stale after a write. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

export type UploadInput = {
  file: File;
  query: UploadQuery;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

const present = (value: string | undefined) => value || undefined;

/** An upload's address: the document's facts in the query string, the empty ones left out. */
const uploadAddress = (q: UploadQuery) => ({
  query: {
    name: q.name,
    fileName: present(q.fileName),
    tags: present(q.tags),
    documentType: present(q.documentType),
    projectId: present(q.projectId),
    contractId: present(q.contractId),
  },
});

/** Uploads a new document: the file itself is the body, its facts travel in the query string. */
export function useUploadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ file, query, onProgress, signal }: UploadInput) =>
      uploadTo(documentsEndpoints.upload, uploadAddress(query), file, { onProgress, signal }),
    onSuccess: () => refresh(),
  });
}

export type VersionInput = { id: string; file: File; onProgress: (fraction: number) => void; signal?: AbortSignal };

/** Uploads a new version of a document (its version number advances). */
export function useUploadVersion() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, file, onProgress, signal }: VersionInput) =>
      uploadTo(documentsEndpoints.uploadVersion, { params: { id }, query: { fileName: file.name } }, file, {
        onProgress,
        signal,
      }),
    onSuccess: () => refresh(),
  });
}

/** Renames, retags, changes status or type, attaches or detaches. */
export function useUpdateDocument() {
  const refresh = useRefreshDocuments();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DocumentPatch }) =>
      call(documentsEndpoints.update, { params: { id }, body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DocumentDetail>(documentKeys.detail(saved.id), (prev) =>
        prev ? { ...prev, ...saved } : prev,
      );
      refresh();
    },
  });
}

/** Deletes a document with its versions and files. */
export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  const queryClient = useQueryClient();
  return useDeleteMutation(documentsEndpoints.remove, (id) => {
    queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
    refresh();
  });
}

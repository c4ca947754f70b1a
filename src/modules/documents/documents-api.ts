import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { api, ApiError } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import type { DocumentDetail, DocumentList, DocumentPatch, DocumentRow, DocumentSummary, UploadQuery } from "./documents.contract.ts";
import { DOCUMENT_SUMMARY_PATH, documentListPath, type DocumentFilters } from "./documents.requests.ts";

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

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** The address of a version's file (the current one without `version`): inline for the preview, attachment for a download. */
export function documentFileUrl(id: string, { version, disposition = "attachment" }: { version?: number; disposition?: "inline" | "attachment" } = {}): string {
  const params = new URLSearchParams();
  if (version !== undefined) params.set("version", String(version));
  params.set("disposition", disposition);
  return `${documentPath(id)}/file?${params.toString()}`;
}


/** The document list, a server page at a time (newest first); the previous result stays while filters change. */
export function useDocumentList(filters: DocumentFilters) {
  return useInfiniteQuery({ ...pagedQuery<DocumentList>(documentKeys.list(filters), (cursor) => documentListPath(filters, cursor)), placeholderData: keepPreviousData });
}

/** The four stat cards, the upload limit and the tags in use. */
export function useDocumentSummary() {
  return useQuery({
    queryKey: documentKeys.summary,
    queryFn: ({ signal }) => api<DocumentSummary>(DOCUMENT_SUMMARY_PATH, { signal }),
  });
}

/** One document with its versions (newest first). */
export function useDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => api<DocumentDetail>(documentPath(id), { signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}

/** The documents attached to a project or a contract (the first 200, newest first). */
export function useAttachedDocuments(to: AttachedTo) {
  const params = new URLSearchParams({ ...to, limit: "200" });
  return useQuery({
    queryKey: documentKeys.attached(to),
    queryFn: ({ signal }) => api<DocumentList>(`/api/documents?${params.toString()}`, { signal }),
  });
}

/** Everything cached about documents is stale after a write. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

export type UploadInput = { file: File; query: UploadQuery; onProgress: (fraction: number) => void; signal?: AbortSignal };

function uploadPath(query: UploadQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string" && value !== "") params.set(key, value);
  return `/api/documents?${params.toString()}`;
}

/** Uploads a new document: the file itself is the body, its facts travel in the query string. */
export function useUploadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ file, query, onProgress, signal }: UploadInput) => uploadFile<DocumentRow>(uploadPath(query), file, { method: "POST", onProgress, signal }),
    onSuccess: () => refresh(),
  });
}

export type VersionInput = { id: string; file: File; onProgress: (fraction: number) => void; signal?: AbortSignal };

/** Uploads a new version of a document (its version number advances). */
export function useUploadVersion() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, file, onProgress, signal }: VersionInput) =>
      uploadFile<DocumentRow>(`${documentPath(id)}/versions?${new URLSearchParams({ fileName: file.name }).toString()}`, file, { method: "POST", onProgress, signal }),
    onSuccess: () => refresh(),
  });
}

/** Renames, retags, changes status or type, attaches or detaches. */
export function useUpdateDocument() {
  const refresh = useRefreshDocuments();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DocumentPatch }) => api<DocumentRow>(documentPath(id), { method: "PATCH", body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DocumentDetail>(documentKeys.detail(saved.id), (prev) => (prev ? { ...prev, ...saved } : prev));
      refresh();
    },
  });
}

/** Deletes a document with its versions and files. */
export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  const queryClient = useQueryClient();
  return useDeleteMutation(documentPath, (id) => {
    queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
    refresh();
  });
}

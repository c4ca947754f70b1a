import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { CertificationArea } from "../../shared/certifications.ts";
import type { Certification, CertificationInput, CertificationList } from "../../shared/contracts/certifications.ts";
import { api } from "./api.ts";
import { localToday } from "./format.ts";

/**
 * An area's certification calls for the shared screens (decision 0029): the module says where they live and which
 * of its cache keys to refresh after a write (its stat cards may count them).
 */
export type CertificationsApi = {
  area: CertificationArea;
  /** Certifications by expiry date (soonest first), their standing as of today in the user's calendar. */
  useList: () => ReturnType<typeof useQuery<CertificationList>>;
  /** Adds (no id) or changes a certification. */
  useSave: () => ReturnType<typeof useMutation<Certification, Error, { id?: string; input: CertificationInput }>>;
  useDelete: () => ReturnType<typeof useMutation<{ id: string; deleted: true }, Error, string>>;
  /** The one-page PDF record, standing as of `today`. */
  pdfPath: (id: string, today: string) => string;
};

type Where = {
  area: CertificationArea;
  /** `/api/<area>/certifications`. */
  path: string;
  /** The list's address (the same as the page's first request, so that the early answer is used). */
  listPath: (today: string) => string;
  listKey: (today: string) => QueryKey;
  /** What a write makes stale: the module's whole cache, usually. */
  refreshKey: QueryKey;
};

export function certificationsApi({ area, path, listPath, listKey, refreshKey }: Where): CertificationsApi {
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const list = (today: string) => queryOptions({ queryKey: listKey(today), queryFn: ({ signal }) => api<CertificationList>(listPath(today), { signal }) });
  const useRefresh = () => {
    const queryClient = useQueryClient();
    return () => void queryClient.invalidateQueries({ queryKey: refreshKey });
  };
  return {
    area,
    useList: () => useQuery(list(localToday())),
    useSave: () => {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: ({ id, input }: { id?: string; input: CertificationInput }) =>
          id ? api<Certification>(itemPath(id), { method: "PUT", body: input }) : api<Certification>(path, { body: input }),
        onSuccess: refresh,
      });
    },
    useDelete: () => {
      const refresh = useRefresh();
      return useMutation({ mutationFn: (id: string) => api<{ id: string; deleted: true }>(itemPath(id), { method: "DELETE" }), onSuccess: refresh });
    },
    pdfPath: (id, today) => `${itemPath(id)}/pdf?${new URLSearchParams({ today })}`,
  };
}

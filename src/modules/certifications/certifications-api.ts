import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { CertificationArea } from "./certifications.constants.ts";
import type { Certification, CertificationInput, CertificationList } from "./certifications.contract.ts";
import { call } from "../../web/lib/api.ts";
import { href } from "../../shared/route.ts";
import type { CertificationRoutes } from "./certifications.routes.ts";
import { localToday } from "../../web/lib/format.ts";

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
  /** The area's certification routes. */
  routes: CertificationRoutes;
  listKey: (today: string) => QueryKey;
  /** What a write makes stale: the module's whole cache, usually. */
  refreshKey: QueryKey;
};

export function certificationsApi({ area, routes, listKey, refreshKey }: Where): CertificationsApi {
  // The list's address is the page's first request's (the same query), so that the early answer is used.
  const list = (today: string) =>
    queryOptions({
      queryKey: listKey(today),
      queryFn: ({ signal }) => call(routes.list, { query: { today }, signal }),
    });
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
          id ? call(routes.update, { params: { id }, body: input }) : call(routes.create, { body: input }),
        onSuccess: refresh,
      });
    },
    useDelete: () => {
      const refresh = useRefresh();
      return useMutation({ mutationFn: (id: string) => call(routes.remove, { params: { id } }), onSuccess: refresh });
    },
    pdfPath: (id, today) => href(routes.pdf, { params: { id }, query: { today } }),
  };
}

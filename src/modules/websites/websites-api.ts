import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { uploadTo } from "../../web/lib/upload.ts";
import type { DraftChange, SiteAnswer } from "./websites.contract.ts";
import { websitesEndpoints } from "./websites.routes.ts";

/** The website builder's server calls and their cache keys (browser only). */

export const websiteKeys = {
  all: ["websites"] as const,
  site: () => [...websiteKeys.all, "site"] as const,
  messages: () => [...websiteKeys.all, "messages"] as const,
};

export const websiteQueries = {
  site: () =>
    queryOptions({ queryKey: websiteKeys.site(), queryFn: ({ signal }) => call(websitesEndpoints.site, { signal }) }),
  messages: () => pagedQuery(websiteKeys.messages(), websitesEndpoints.messages, (cursor) => ({ query: { cursor } })),
};

export const useSite = () => useQuery(websiteQueries.site());
export const useSiteMessages = () => useInfiniteQuery(websiteQueries.messages());

/** A write whose answer is the site: it becomes the cached site at once. */
function useSiteWrite<V>(send: (variables: V) => Promise<SiteAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (site) => queryClient.setQueryData(websiteKeys.site(), site) });
}

/** Saves a change to the draft: the template, the theme, or one whole section. */
export const useChangeDraft = () =>
  useSiteWrite((change: DraftChange) => call(websitesEndpoints.changeDraft, { body: change }));
export const usePublishSite = () => useSiteWrite((slug: string) => call(websitesEndpoints.publish, { body: { slug } }));
export const useUnpublishSite = () => useSiteWrite(() => call(websitesEndpoints.unpublish));

/** Uploads a picture for the hero or a portfolio project (the file as the body), reporting progress (0 to 1). */
export function useUploadSiteImage(use: "hero" | "portfolio") {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadTo(websitesEndpoints.uploadImage, { query: { use } }, file, { onProgress }),
  });
}

/** After an inbox change: the inbox and the unread count on the site. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: websiteKeys.all });
}

export function useMarkMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      call(websitesEndpoints.markMessage, { params: { id }, body: { read } }),
    onSuccess: refresh,
  });
}

export function useDeleteMessage() {
  const refresh = useRefreshInbox();
  return useDeleteMutation(websitesEndpoints.deleteMessage, refresh);
}

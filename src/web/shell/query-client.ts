import { QueryClient } from "@tanstack/react-query";

/**
 * The dashboard's one query cache. It lives in shell/ so that only dashboard chunks load React Query;
 * public pages never import it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, ApiError } from "../../lib/api.ts";
import { uploadTo } from "../../lib/upload.ts";
import type { ImageUploadRequest } from "../../lib/use-image-upload.ts";
import type { CompanyUpdateInput } from "../../../shared/contracts/company.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";

/** The company details section's server calls and cache key (browser only). */
export const companyKeys = {
  details: ["organization", "company"] as const,
};

/** A 401, 403 or 404 is an answer, not a hiccup: do not ask again. */
const retryUnlessAnswered = (count: number, err: Error) =>
  !(err instanceof ApiError && [401, 403, 404].includes(err.status)) && count < 1;

/** The organization's company details (every member reads them). */
export function useCompany() {
  return useQuery({
    queryKey: companyKeys.details,
    queryFn: ({ signal }) => call(accountEndpoints.company.get, { signal }),
    retry: retryUnlessAnswered,
  });
}

/** Saves address, phone, e-mail and website (admins); the answer replaces the cached details. */
export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateInput) => call(accountEndpoints.company.save, { body }),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

/** Uploads the logo (the file as the body), reporting progress (admins). */
export function useUploadLogo() {
  const qc = useQueryClient();
  const upload = accountEndpoints.company.uploadLogo;
  return useMutation({
    mutationFn: ({ file, onProgress }: ImageUploadRequest) => uploadTo(upload, {}, file, { onProgress }),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.company.removeLogo),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

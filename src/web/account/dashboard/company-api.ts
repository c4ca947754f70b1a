import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api.ts";
import { uploadFile } from "../../lib/upload.ts";
import type { ImageUploadRequest } from "../../lib/use-image-upload.ts";
import type { CompanyResponse, CompanyUpdateInput } from "../../../shared/contracts/company.ts";

/** The company details section's server calls and cache key (browser only). */
export const companyKeys = {
  details: ["organization", "company"] as const,
};

const COMPANY_PATH = "/api/organization/company";

/** A 401, 403 or 404 is an answer, not a hiccup: do not ask again. */
const retryUnlessAnswered = (count: number, err: Error) => !(err instanceof ApiError && [401, 403, 404].includes(err.status)) && count < 1;

/** The organization's company details (every member reads them). */
export function useCompany() {
  return useQuery({
    queryKey: companyKeys.details,
    queryFn: ({ signal }) => api<CompanyResponse>(COMPANY_PATH, { signal }),
    retry: retryUnlessAnswered,
  });
}

/** Saves address, phone, e-mail and website (admins); the answer replaces the cached details. */
export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateInput) => api<CompanyResponse>(COMPANY_PATH, { method: "PUT", body }),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

/** Uploads the logo (the file as the body), reporting progress (admins). */
export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: ImageUploadRequest) => uploadFile<CompanyResponse>(`${COMPANY_PATH}/logo`, file, { onProgress }),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<CompanyResponse>(`${COMPANY_PATH}/logo`, { method: "DELETE" }),
    onSuccess: (company) => qc.setQueryData(companyKeys.details, company),
  });
}

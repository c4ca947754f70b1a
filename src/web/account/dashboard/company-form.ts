import type { FormSpec, FormValues } from "../../lib/form-check.ts";
import { companyUpdateBody, type CompanyResponse, type CompanyUpdate } from "../../../shared/contracts/company.ts";

const KEYS = ["address", "phone", "email", "website"] as const;
export type CompanyFormKey = (typeof KEYS)[number];

/** The company details form: nothing required, the contract's schema for the rest (e-mail, phone, website, lengths). */
export const companyForm: FormSpec<CompanyFormKey, CompanyUpdate> = {
  keys: KEYS,
  idPrefix: "company",
  parse: (values) => companyUpdateBody.safeParse(values),
};

/** The form's values: the details as saved. */
export function companyValues(company: Pick<CompanyResponse, CompanyFormKey>): FormValues<CompanyFormKey> {
  return { address: company.address, phone: company.phone, email: company.email, website: company.website };
}

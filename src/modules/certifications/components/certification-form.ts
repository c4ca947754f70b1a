import type { CertificationArea } from "../certifications.constants.ts";
import { certificationInput, type Certification, type CertificationInputParsed } from "../certifications.contract.ts";
import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";

const KEYS = [
  "name",
  "number",
  "issuingAuthority",
  "issueDate",
  "expiryDate",
  "renewalRequirements",
  "description",
] as const;
export type CertificationFormKey = (typeof KEYS)[number];

/** A certification of an area: name and expiry date required, then the contract's schema. */
export const certificationForm = (
  area: CertificationArea,
): FormSpec<CertificationFormKey, CertificationInputParsed> => ({
  keys: KEYS,
  idPrefix: `${area}-certification`,
  required: [
    { key: "name", label: "Certification Name" },
    { key: "expiryDate", label: "Expiry Date" },
  ],
  parse: (values) => certificationInput.safeParse({ ...values, issueDate: values.issueDate || null }),
});

export function initialCertificationValues(c: Certification | undefined): FormValues<CertificationFormKey> {
  return {
    name: c?.name ?? "",
    number: c?.number ?? "",
    issuingAuthority: c?.issuingAuthority ?? "",
    issueDate: c?.issueDate ?? "",
    expiryDate: c?.expiryDate ?? "",
    renewalRequirements: c?.renewalRequirements ?? "",
    description: c?.description ?? "",
  };
}

import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { certificationInput, type Certification, type CertificationInputParsed } from "../quality.contract.ts";

const KEYS = ["name", "number", "issuingAuthority", "issueDate", "expiryDate", "renewalRequirements", "description"] as const;
export type CertificationFormKey = (typeof KEYS)[number];

/** A quality certification: name and expiry date required, then the quality contract's schema. */
export const certificationForm: FormSpec<CertificationFormKey, CertificationInputParsed> = {
  keys: KEYS,
  idPrefix: "quality-certification",
  required: [
    { key: "name", label: "Certification Name" },
    { key: "expiryDate", label: "Expiry Date" },
  ],
  parse: (values) => certificationInput.safeParse({ ...values, issueDate: values.issueDate || null }),
};

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

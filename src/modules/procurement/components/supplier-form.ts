import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { supplierInput, type Supplier, type SupplierParsed } from "../procurement.contract.ts";

const KEYS = ["name", "contactName", "email", "phone", "paymentTerms", "notes"] as const;
export type SupplierFormKey = (typeof KEYS)[number];

/** Add Supplier and its edit: the name required (the required-fields message), then the contract's schema (a valid e-mail…). */
export const supplierForm: FormSpec<SupplierFormKey, SupplierParsed> = {
  keys: KEYS,
  idPrefix: "supplier",
  required: [{ key: "name", label: "Name" }],
  parse: (values) => supplierInput.safeParse({ ...values, email: values.email.trim() }),
};

export function supplierInitialValues(supplier?: Supplier): FormValues<SupplierFormKey> {
  return {
    name: supplier?.name ?? "",
    contactName: supplier?.contactName ?? "",
    email: supplier?.email ?? "",
    phone: supplier?.phone ?? "",
    paymentTerms: supplier?.paymentTerms ?? "",
    notes: supplier?.notes ?? "",
  };
}

import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { localToday } from "../../../web/lib/format.ts";
import { movementInput, type MovementParsed } from "../procurement.contract.ts";
import type { MovementKind } from "../procurement.constants.ts";

const KEYS = ["projectId", "quantity", "reason"] as const;
export type MovementFormKey = (typeof KEYS)[number];

/**
 * Receive Stock, Issue to Project and Adjust Stock: checked by the contract's schema alone, whose messages say
 * what each kind needs (a quantity above zero; a project to issue to; a signed change and its reason).
 */
export const movementForm = (kind: MovementKind): FormSpec<MovementFormKey, MovementParsed> => ({
  keys: KEYS,
  idPrefix: `movement-${kind}`,
  parse: (values) =>
    movementInput.safeParse({
      kind,
      quantity: values.quantity,
      projectId: kind === "issued" ? values.projectId || null : null,
      reason: kind === "adjusted" ? values.reason : "",
      today: localToday(),
    }),
});

export const movementInitialValues = (): FormValues<MovementFormKey> => ({ projectId: "", quantity: "", reason: "" });

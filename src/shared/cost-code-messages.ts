/**
 * What a record charged to a cost code is refused for (issue 29): a payment's, a purchase order's. The cost codes
 * are the organization's (job finance keeps them); every module that charges to one says the same.
 */
export const COST_CODE_MSG = {
  unknown: "The selected cost code does not exist.",
  inactive: (code: string) => `The cost code ${code} is no longer in use: choose another.`,
  typeInvalid: "Choose a cost type: labor, material, equipment, subcontract or other.",
} as const;

import { Link } from "react-router";
import { useHasFeature } from "../../web/lib/use-has-feature.ts";
import { paths } from "../../web/paths.ts";
import { Field } from "../../web/ui/input.tsx";
import { RecordField } from "../../web/ui/record-select.tsx";
import { Select } from "../../web/ui/select.tsx";
import { COST_TYPE_LABELS, COST_TYPES, isCostType, type CostType } from "./job-finance.constants.ts";
import { useCostCodes } from "./job-finance-api.ts";

/**
 * The job-finance module's public components (decision 0007): the cost code and cost type a payment or a purchase
 * order is kept under (finance's and procurement's forms embed them), and the way from a project's page to its
 * construction finance. Without the plan's finance they show nothing.
 */

/** "03 00 00 Concrete". */
export const costCodeLabel = (c: { code: string; name: string }) => `${c.code} ${c.name}`;

/** The organization's cost codes in use (a saved one out of use stays listed). */
export function CostCodeField({
  id,
  value,
  current,
  error,
  onChange,
}: {
  id: string;
  value: string;
  /** The saved code, listed even when it is no longer in use. */
  current: { id: string; code: string; name: string } | null;
  error?: string;
  onChange: (id: string) => void;
}) {
  const enabled = useHasFeature("finance_procurement_hr");
  const codes = useCostCodes(enabled);
  if (!enabled) return null;
  const options = (codes.data?.costCodes ?? [])
    .filter((c) => c.active)
    .map((c) => ({ id: c.id, name: costCodeLabel(c) }));
  return (
    <RecordField
      label="Cost Code"
      hint={codes.isError ? "Cost codes could not be loaded; one can be chosen later." : undefined}
      id={id}
      value={value}
      options={options}
      current={current ? { id: current.id, name: costCodeLabel(current) } : null}
      loading={codes.isPending}
      loadingLabel="Loading cost codes…"
      noneLabel="No cost code"
      error={error}
      onChange={onChange}
    />
  );
}

/** Labor, material, equipment, subcontract or other ("" for none). */
export function CostTypeField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: CostType | "";
  error?: string;
  onChange: (value: CostType | "") => void;
}) {
  const enabled = useHasFeature("finance_procurement_hr");
  if (!enabled) return null;
  return (
    <Field label="Cost Type" htmlFor={id} error={error}>
      <Select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(isCostType(e.target.value) ? e.target.value : "")}
      >
        <option value="">No cost type</option>
        {COST_TYPES.map((t) => (
          <option key={t} value={t}>
            {COST_TYPE_LABELS[t]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** On a project's page: its budget, change orders and pay applications. */
export function ProjectJobFinanceLink({ projectId }: { projectId: string }) {
  const enabled = useHasFeature("finance_procurement_hr");
  if (!enabled) return null;
  return (
    <Link
      to={paths.jobFinance.project(projectId)}
      className="text-sm font-medium text-brand underline-offset-4 hover:underline"
    >
      Job Costing and Billing
    </Link>
  );
}

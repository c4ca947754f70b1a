import type { FormSpec } from "../../../web/lib/form-check.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { sendChangeOrderInput, type ChangeOrder, type SendChangeOrderResult } from "../job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "../job-finance.constants.ts";
import { useSendChangeOrder } from "../job-finance-api.ts";

const KEYS = ["to", "message"] as const;
const sendForm: FormSpec<(typeof KEYS)[number], { to: string; message: string }> = {
  keys: KEYS,
  idPrefix: "send-change-order",
  required: [{ key: "to", label: "Client's e-mail" }],
  parse: (v) => sendChangeOrderInput.safeParse(v),
};

/** E-mails the client a link to the change order, to approve or reject it with their typed name. */
export function SendChangeOrderDialog({
  projectId,
  changeOrder,
  onClose,
}: {
  projectId: string;
  changeOrder: ChangeOrder;
  onClose: () => void;
}) {
  const form = useRecordForm(sendForm, { to: changeOrder.sentTo ?? "", message: "" });
  const send = useSendChangeOrder(projectId);
  const submit = form.handleSubmit(
    (input) =>
      send.mutate(
        { id: changeOrder.id, body: input },
        form.saveCallbacks<SendChangeOrderResult>(
          { saved: JOB_FINANCE_MSG.changeOrderSent(input.to), failed: "The change order could not be sent" },
          onClose,
        ),
      ),
    send.isPending,
  );
  return (
    <FormDialog
      id="send-change-order-form"
      title={`Send ${changeOrder.number} to the Client`}
      submitLabel="Send"
      busyLabel="Sending…"
      description="The client gets a link (no account needed) to read the change order and approve or reject it. A change after sending stops the link."
      busy={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="space-y-4">
        <Field label="Client's E-mail" {...form.field("to")}>
          <Input {...form.control("to")} type="email" required maxLength={254} autoComplete="email" autoFocus />
        </Field>
        <Field label="Message (optional)" {...form.field("message")}>
          <Textarea {...form.control("message")} maxLength={2000} />
        </Field>
      </div>
    </FormDialog>
  );
}

import { Plus } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { clientInput, type Client } from "../../clients/clients.contract.ts";
import { useAddClient, useClients } from "../../clients/clients-api.ts";
import { useErrorToast } from "../../../web/lib/use-error-toast.ts";
import { RecordField } from "../../../web/ui/record-select.tsx";

/**
 * The project's client: one of the organization's clients, or a new one added right here (it is created on
 * the server at once and selected). `current` keeps an edited project's client shown while the list loads.
 */
export function ClientField({
  id,
  value,
  current,
  error,
  onChange,
}: {
  id: string;
  value: string;
  current: Client | null;
  error?: string;
  onChange: (clientId: string) => void;
}) {
  const clients = useClients();
  useErrorToast(clients.error, "Error fetching clients");
  const add = useAddClient();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const newNameId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const close = (focus: "select" | "button") => {
    setAdding(false);
    setName("");
    setNameError(undefined);
    // After the inputs are gone: back to where the person was.
    requestAnimationFrame(() => (focus === "select" ? selectRef.current : addButtonRef.current)?.focus());
  };

  const save = () => {
    const parsed = clientInput.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate(parsed.data.name, {
      onSuccess: (saved) => {
        onChange(saved.id);
        close("select");
      },
      onError: (err) => setNameError(err.message),
    });
  };

  // This sits inside the project form: Enter adds the client instead of submitting the project.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      save();
    }
  };

  if (adding) {
    return (
      <div className="space-y-2 rounded-md border border-border bg-surface p-3">
        <Field label="New client name" htmlFor={newNameId} error={nameError}>
          <Input
            id={newNameId}
            autoFocus
            autoComplete="organization"
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${newNameId}-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={save} disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? "Adding…" : "Add Client"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label="Cancel new client"
            onClick={() => close("button")}
            disabled={add.isPending}
          >
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <RecordField
      label="Client"
      selectRef={selectRef}
      id={id}
      value={value}
      options={clients.data ?? []}
      current={current}
      loading={clients.isPending}
      loadingLabel="Loading clients…"
      noneLabel="No client"
      error={error}
      onChange={onChange}
    >
      <Button
        ref={addButtonRef}
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={() => setAdding(true)}
      >
        <Plus aria-hidden="true" />
        Add new client
      </Button>
    </RecordField>
  );
}

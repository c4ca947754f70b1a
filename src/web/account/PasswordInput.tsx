import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "../ui/cn.ts";
import { Field, Input } from "../ui/input.tsx";

type PasswordInputProps = Omit<ComponentProps<"input">, "id" | "type"> & {
  id: string;
  label: string;
  error?: string;
  /** What the show/hide button names: "Show password" by default; give a confirmation field its own name. */
  toggleName?: string;
};

/** A labelled password field with a show/hide toggle (aria-pressed) inside it. */
export function PasswordInput({ id, label, error, toggleName = "password", className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} htmlFor={id} error={error}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? "text" : "password"}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn("pr-11", className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`${visible ? "Hide" : "Show"} ${toggleName}`}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </Field>
  );
}

import { useRef, type ChangeEvent, type FormEvent } from "react";
import { MSG } from "../../shared/messages.ts";
import { toast } from "../ui/toast.tsx";
import { ApiError } from "./api.ts";
import { failureToast, type Failure } from "./failure-toast.ts";
import { checkForm, checkToast, type CheckToasts, type FormSpec, type FormValues } from "./form-check.ts";
import { focusFirstError, serverFieldErrors, useFields, type FieldErrors } from "./form.ts";
import { KEPT_ON_DEVICE, type Submitted } from "./outbox-result.ts";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The kit's one way to build a create/edit form: values as typed, one error per field (from the contract's
 * schema in the browser, from the server's `fields` after a refused save), ids and aria wiring for each
 * control, and a submit that checks first, saying what is wrong under the fields and in a toast (checkToast).
 * Nothing typed is lost when a save fails.
 *
 *   const form = useRecordForm(projectForm, initialValues(project), { missing: PROJECT_MSG.missingFields });
 *   <form onSubmit={form.handleSubmit((input) => save.mutate(input, form.saveCallbacks({ saved, failed }, onClose)))}>
 *     <Field label="Project Name" {...form.field("name")}><Input {...form.control("name")} /></Field>
 */
export function useRecordForm<K extends string, T>(
  spec: FormSpec<K, T>,
  initial: FormValues<K>,
  toasts: CheckToasts = {},
) {
  const { values, errors, setErrors, setValue: setFieldValue } = useFields<K>(initial);
  const idOf = (key: K) => `${spec.idPrefix}-${key}`;
  // A check waiting for its schema (FormSpec.parse loading on demand) takes no second submit meanwhile.
  const checking = useRef(false);
  // What `parse` imports starts loading at the first change, not when the form opens: running it (zod and the
  // contract, a few hundred ms on a slow phone) then falls between keystrokes, not before the first one.
  const prepared = useRef(false);
  const setValue = (key: K, value: string) => {
    if (!prepared.current) {
      prepared.current = true;
      spec.prepare?.();
    }
    setFieldValue(key, value);
  };

  const show = (next: FieldErrors<K>) => {
    setErrors(next);
    focusFirstError(next, spec.keys, idOf);
  };

  /** Checks the values, then hands the request body to `onValid`; `busy` ignores a second submit while saving. */
  const handleSubmit =
    (onValid: (input: T) => void, busy = false) =>
    (e: FormEvent) => {
      e.preventDefault();
      if (busy || checking.current) return;
      checking.current = true;
      void checkForm(spec, values)
        .then((checked) => {
          if (!checked.ok) {
            show(checked.errors);
            const failed = checkToast(checked, spec.keys, toasts);
            if (failed) toast.error(failed.title, failed.message);
            return;
          }
          setErrors({});
          onValid(checked.input);
        })
        // The schema could not be fetched (FormSpec.parse on demand): nothing typed is lost, the next submit tries again.
        .catch(() => toast.error(MSG.partLoadFailed.title, MSG.partLoadFailed.message))
        .finally(() => {
          checking.current = false;
        });
    };

  /** After a refused save: the server's field messages under their fields (the toast is the caller's). */
  const serverFailed = (err: Error) => {
    if (err instanceof ApiError) show(serverFieldErrors(err.fields, spec.keys));
  };

  /**
   * The save mutation's callbacks: on success the spec's toast, then `onSaved` (close the dialog…); on failure
   * the server's field messages under their fields and the spec's error toast with the server's message
   * (`failed` may choose it from the error: failure-toast.ts).
   */
  const saveCallbacks = <R>(
    messages: { saved: string; failed: Failure | ((err: Error) => Failure) },
    onSaved: (saved: R) => void,
  ) => ({
    onSuccess: (saved: R) => {
      toast.success(messages.saved);
      onSaved(saved);
    },
    onError: (err: Error) => {
      serverFailed(err);
      const { title, description } = failureToast(
        typeof messages.failed === "function" ? messages.failed(err) : messages.failed,
        err,
      );
      toast.error(title, description);
    },
  });

  /**
   * The same for a save that may be kept on the device when there is no connection (the outbox): the spec's
   * toast when it was sent, "Saved on this device" when it waits; either way the form is done (`null` when kept).
   */
  const submitCallbacks = <R>(messages: { saved: string; failed: Failure }, onDone: (saved: R | null) => void) => {
    const sent = saveCallbacks<R>(messages, onDone);
    return {
      onSuccess: (result: Submitted<R>) => {
        if (result.sent) return sent.onSuccess(result.data);
        toast.info(KEPT_ON_DEVICE.title, KEPT_ON_DEVICE.message);
        onDone(null);
      },
      onError: sent.onError,
    };
  };

  /** For the `Field` around a control: its label's target and its error. */
  const field = (key: K) => ({ htmlFor: idOf(key), error: errors[key] });

  /** The id of the `Field`'s hint under a control, for `control(key, hintOf(key))`. */
  const hintOf = (key: K) => `${idOf(key)}-hint`;

  /** For an input, select or textarea: id, value, onChange and the aria wiring (its error, then `describedBy`). */
  const control = (key: K, describedBy?: string) => {
    const ids = [errors[key] ? `${idOf(key)}-error` : null, describedBy ?? null].filter(Boolean).join(" ");
    return {
      id: idOf(key),
      value: values[key],
      onChange: (e: ChangeEvent<Control>) => setValue(key, e.target.value),
      "aria-invalid": errors[key] ? true : undefined,
      "aria-describedby": ids || undefined,
    };
  };

  return {
    values,
    errors,
    setValue,
    setErrors: show,
    idOf,
    hintOf,
    field,
    control,
    handleSubmit,
    serverFailed,
    saveCallbacks,
    submitCallbacks,
  };
}

export type RecordForm<K extends string, T> = ReturnType<typeof useRecordForm<K, T>>;

import { useEffect, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { PUSH_NOTE, pushDeviceState, turnOffPush, turnOnPush } from "./push-permission.ts";

/** What the Push Notifications row says about this browser; null when there is nothing to say. */
export type PushNote = keyof typeof PUSH_NOTE | null;

export type PushDevice = {
  note: PushNote;
  /** The switch moved: on asks this browser (and goes back off when refused); off waits for Save. */
  switched: (on: boolean) => void;
  /** Turns push on in this browser while the switch is already on (it was on before this browser had it). */
  enableHere: () => void;
  /** The settings were saved: with push off, this browser is unsubscribed and forgotten by the server. */
  saved: (on: boolean) => void;
};

/**
 * The Push Notifications switch's side in this browser (issue 30): the browser asks for permission only when the
 * person turns it on here; a refusal turns the switch back off and says so.
 */
export function usePushDevice(savedOn: boolean, setOn: (on: boolean) => void): PushDevice {
  const [note, setNote] = useState<PushNote>(null);

  useEffect(() => {
    if (!savedOn) return;
    let live = true;
    void pushDeviceState().then((state) => {
      if (live && state !== "on") setNote(state);
    });
    return () => {
      live = false;
    };
  }, [savedOn]);

  async function enable() {
    setNote("busy");
    const outcome = await turnOnPush();
    if (outcome === "denied") setOn(false);
    setNote(outcome === "on" ? null : outcome);
  }

  return {
    note,
    switched(on) {
      setOn(on);
      if (on) void enable();
      else setNote(null);
    },
    enableHere: () => void enable(),
    saved(on) {
      if (!on) void turnOffPush().catch(() => undefined);
    },
  };
}

/** The row's line about this browser, and its button where push can still be turned on here. */
export function PushDeviceNote({ note, enableHere }: Pick<PushDevice, "note" | "enableHere">) {
  return (
    <>
      <p role="status" className="text-sm text-muted empty:hidden">
        {note ? PUSH_NOTE[note] : ""}
      </p>
      {note === "off" || note === "failed" ? (
        <Button type="button" size="sm" variant="outline" className="mt-1" onClick={enableHere}>
          Turn On Here
        </Button>
      ) : null}
    </>
  );
}
